import { portfolioProjects } from "#app/content/portfolio.ts";
import { pageTable } from "#app/route-table.ts";

/**
 * Portal, back-office and API paths crawlers may not fetch (robots.txt Disallow, prefix match). A public page kept
 * out of search results (the staff sign-in, mailed-link pages) is not here but says `noindex` itself: a crawler
 * that may not fetch a page never sees its `noindex`, and can still list the bare URL when other sites link to it.
 */
export const disallowedPaths = [
  "/admin",
  "/admin-crm",
  "/admin-dashboard",
  "/dashboard",
  "/client-dashboard",
  "/platform",
  "/enterprise-carm",
  "/rag-documents",
  "/api/",
] as const;

/**
 * Pages that are public but have nothing to find: link targets from e-mails, the password reset forms and the staff
 * sign-in (each says `noindex`), a visitor's own cart, and the store front, whose canonical address is the catalogue's.
 */
const unlisted = new Set([
  "/newsletter/unsubscribe",
  "/verify-email",
  "/forgot-password",
  "/reset-password",
  "/shop/cart",
  "/commerce",
  "/crm-login",
]);

function isDisallowed(path: string): boolean {
  return disallowedPaths.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  );
}

/** Every public page for sitemap.xml: the static routes plus each portfolio project. */
export function sitemapPaths(): string[] {
  const staticPaths = pageTable
    .filter((page) => page.access === "public" && !page.path.includes(":") && !page.path.includes("."))
    .map((page) => page.path)
    .filter((path) => !unlisted.has(path) && !isDisallowed(path));
  return [...staticPaths, ...portfolioProjects.map((project) => `/portfolio/${project.slug}`)];
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(siteUrl: string): string {
  const urls = sitemapPaths()
    .map((path) => `<url><loc>${escapeXml(path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
