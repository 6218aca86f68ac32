import { portfolioProjects } from "./content/portfolio.ts";
import { serviceSlugs } from "./route-table.ts";

/**
 * Public pages rendered to HTML at build time (react-router.config.ts) and served by
 * server/http/prerendered-pages.ts. Only pages whose HTML is the same for every anonymous visitor belong here.
 */
export const prerenderedPaths: readonly string[] = [
  "/",
  "/about",
  "/team",
  "/contact",
  "/portfolio",
  "/resources/technology",
  "/request-service",
  "/privacy",
  "/terms",
  "/accessibility",
  // The sign-in pages without a query (?tab=register or ?redirectTo=... render on the server).
  "/auth",
  "/crm-login",
  "/forgot-password",
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  ...portfolioProjects.map((project) => `/portfolio/${project.slug}`),
];
