import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "./page-meta.ts";
import { absoluteUrl, siteUrlFromMatches } from "./site-url.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * Every page's meta tags: title, description, canonical URL on SITE_URL, Open Graph and Twitter card with the
 * share image, structured data. `meta` comes from the page's loader (pageMeta); absent on error pages.
 */
export function seo(matches: readonly MatchLike[], meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  const siteUrl = siteUrlFromMatches(matches);
  const url = absoluteUrl(siteUrl, meta.path);
  const image = absoluteUrl(siteUrl, meta.image.path);
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    ...(meta.keywords.length ? [{ name: "keywords", content: meta.keywords.join(", ") }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: meta.type },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: meta.image.type },
    { property: "og:image:width", content: String(meta.image.width) },
    { property: "og:image:height", content: String(meta.image.height) },
    { property: "og:image:alt", content: meta.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: meta.image.alt },
    ...meta.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
