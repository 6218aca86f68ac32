import { Moon, Sun } from "lucide-react";
import { Tooltip } from "#app/ui/tooltip.tsx";
import { useIsDark, useTheme } from "#app/ui/use-theme.ts";

/** One button that swaps light and dark (the desktop header's toggle), with a tooltip. */
export function ThemeSwitchButton() {
  const [, setPreference] = useTheme();
  const dark = useIsDark();
  const label = dark ? "Switch to light theme" : "Switch to dark theme";
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        onClick={() => setPreference(dark ? "light" : "dark")}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {dark ? <Sun aria-hidden className="h-5 w-5" /> : <Moon aria-hidden className="h-5 w-5" />}
      </button>
    </Tooltip>
  );
}
