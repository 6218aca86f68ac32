import { useSyncExternalStore } from "react";
import type { ThemePreference } from "./theme.ts";
import { getThemePreference, setThemePreference, subscribeToTheme } from "./theme-store.ts";

const serverPreference = (): ThemePreference => "system";

/** The stored theme preference and its setter; the server renders "system" until hydration. */
export function useTheme(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribeToTheme, getThemePreference, serverPreference);
  return [preference, setThemePreference];
}

const isDarkNow = () => document.documentElement.classList.contains("dark");
const serverIsDark = () => false;

/** Whether the page is showing the dark theme right now (after resolving "system"). */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribeToTheme, isDarkNow, serverIsDark);
}
