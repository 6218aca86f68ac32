export type BrowserFamily = "Chrome" | "Edge" | "Firefox" | "Safari" | "Other";

/** Order matters: Edge and Opera also say "Chrome", and Chrome also says "Safari". */
const families: ReadonlyArray<[RegExp, BrowserFamily | null]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi)\//, null],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** A coarse family for the admin view; anything unrecognised is Other. */
export function browserFamily(userAgent: string): BrowserFamily {
  for (const [pattern, family] of families) {
    if (pattern.test(userAgent)) return family ?? "Other";
  }
  return "Other";
}
