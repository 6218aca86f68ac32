import { company } from "#app/content/company.ts";
import { shareImage } from "#app/content/pages.ts";

export interface PageMetaInput {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  keywords?: readonly string[];
  type?: "website" | "article";
  /** Structured data objects, each rendered as its own application/ld+json script. */
  jsonLd?: readonly object[];
}

/** Everything a page's meta tags say, built by its loader so the browser bundle carries no content for it. */
export interface PageMeta extends Required<Omit<PageMetaInput, "keywords">> {
  keywords: readonly string[];
  siteName: string;
  image: { path: string; alt: string; width: number; height: number; type: string };
}

export function pageMeta(input: PageMetaInput): PageMeta {
  return {
    ...input,
    title: `${input.title} | ${company.name}`,
    keywords: input.keywords ?? [],
    type: input.type ?? "website",
    jsonLd: input.jsonLd ?? [],
    siteName: company.name,
    image: { ...shareImage, type: "image/png" },
  };
}
