import type { PublicSettings } from "#app/lib/public-settings.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site origin from the root loader's data (SITE_URL on the server), for meta functions. */
export function siteUrlFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<PublicSettings> | undefined;
  if (!root?.siteUrl) throw new Error("The root loader did not provide siteUrl");
  return root.siteUrl;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
