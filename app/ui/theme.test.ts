import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY, isDarkTheme, parseThemePreference, themeScript } from "./theme.ts";

function runThemeScript(stored: string | null, systemDark: boolean): boolean {
  const classes = new Set<string>();
  const env = {
    localStorage: { getItem: (key: string) => (key === "theme" ? stored : null) },
    window: { matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }) },
    document: {
      documentElement: {
        classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      },
    },
  };
  new Function("localStorage", "window", "document", themeScript)(env.localStorage, env.window, env.document);
  return classes.has("dark");
}

describe("theme preference", () => {
  it("accepts light and dark and treats anything else as system", () => {
    expect(parseThemePreference("light")).toBe("light");
    expect(parseThemePreference("dark")).toBe("dark");
    expect(parseThemePreference("system")).toBe("system");
    expect(parseThemePreference(null)).toBe("system");
    expect(parseThemePreference("purple")).toBe("system");
  });

  it("resolves system from the operating system", () => {
    expect(isDarkTheme("system", true)).toBe(true);
    expect(isDarkTheme("system", false)).toBe(false);
    expect(isDarkTheme("dark", false)).toBe(true);
    expect(isDarkTheme("light", true)).toBe(false);
  });
});

describe("the inline theme script", () => {
  const cases: Array<[string | null, boolean]> = [
    ["dark", false],
    ["dark", true],
    ["light", true],
    ["light", false],
    ["system", true],
    ["system", false],
    [null, true],
    [null, false],
    ["bogus", true],
  ];
  it.each(cases)("stored %s with OS dark=%s agrees with isDarkTheme", (stored, systemDark) => {
    expect(runThemeScript(stored, systemDark)).toBe(isDarkTheme(parseThemePreference(stored), systemDark));
  });

  it("leaves the page light when storage throws", () => {
    const classes = new Set<string>();
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    const doc = { documentElement: { classList: { toggle: (n: string) => classes.add(n) } } };
    new Function("localStorage", "window", "document", themeScript)(throwing, {}, doc);
    expect(classes.size).toBe(0);
  });

  it("reads the storage key the store writes", () => {
    expect(themeScript).toContain(`localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})`);
  });
});
