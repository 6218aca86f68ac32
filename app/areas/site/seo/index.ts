// seo() runs in the browser too; the rest is for loaders and resource routes.
export { seo } from "./seo.ts";
export { pageMeta, type PageMeta, type PageMetaInput } from "./page-meta.ts";
export { organizationJsonLd, faqPageJsonLd, type FaqEntry } from "./structured-data.ts";
export { siteUrlFromMatches, absoluteUrl } from "./site-url.ts";
export { robotsTxt, sitemapXml, sitemapPaths, disallowedPaths } from "./crawl-rules.ts";
