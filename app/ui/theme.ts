/** SPEC §4: light, dark or system (follows the operating system), stored in localStorage under `theme`. */
export type ThemePreference = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "theme";
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}

export function isDarkTheme(preference: ThemePreference, systemPrefersDark: boolean): boolean {
  return preference === "dark" || (preference === "system" && systemPrefersDark);
}

/**
 * Runs inline in <head>, before the body paints, so a server-rendered page never
 * flashes the wrong theme. It repeats parseThemePreference/isDarkTheme in plain
 * ES5 because it cannot import anything; theme.test.ts keeps the two in step.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==="dark"||(t!=="light"&&window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;
