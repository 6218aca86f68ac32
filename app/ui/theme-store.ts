import {
  DARK_SCHEME_QUERY,
  THEME_STORAGE_KEY,
  isDarkTheme,
  parseThemePreference,
  type ThemePreference,
} from "./theme.ts";

const listeners = new Set<() => void>();

function readPreference(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

function applyTheme() {
  const dark = isDarkTheme(readPreference(), window.matchMedia(DARK_SCHEME_QUERY).matches);
  document.documentElement.classList.toggle("dark", dark);
  for (const listener of listeners) listener();
}

export function getThemePreference(): ThemePreference {
  return readPreference();
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
  applyTheme();
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the page in step with the OS while the preference is "system" and with
 * choices made in other tabs. Returns the cleanup.
 */
export function syncThemeWithEnvironment(): () => void {
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme();
  };
  media.addEventListener("change", applyTheme);
  window.addEventListener("storage", onStorage);
  // Catch up with a change made between the inline script and hydration.
  applyTheme();
  return () => {
    media.removeEventListener("change", applyTheme);
    window.removeEventListener("storage", onStorage);
  };
}
