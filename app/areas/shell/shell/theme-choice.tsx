import { Moon, Monitor, Sun } from "lucide-react";
import type { ThemePreference } from "#app/ui/theme.ts";
import { useTheme } from "#app/ui/use-theme.ts";

const choices: ReadonlyArray<{ value: ThemePreference; label: string; Icon: typeof Sun }> = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/** Light, dark or system, as a radio group (the mobile menu's theme toggle). */
export function ThemeChoice() {
  const [preference, setPreference] = useTheme();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">Theme</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {choices.map(({ value, label, Icon }) => (
          <label
            key={value}
            className="flex min-h-10 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:text-slate-200 dark:has-[:checked]:bg-slate-950 dark:has-[:checked]:text-brand-200 dark:has-[:focus-visible]:outline-brand-300"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={preference === value}
              onChange={() => setPreference(value)}
              className="sr-only"
            />
            <Icon aria-hidden className="h-4 w-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
