import { matchPath } from "react-router";
import { legacyRedirects, pageTable } from "#app/route-table.ts";
import type { ApiRoute } from "#server/http/api-route.ts";
import { pagePath } from "#server/http/cache-headers.ts";

const pageTemplates = [...pageTable.map((page) => page.path), ...Object.keys(legacyRedirects)];

const matches = (template: string, urlPath: string) =>
  matchPath({ path: template, caseSensitive: false, end: true }, urlPath) !== null;

/**
 * Labels a request with the route it was for, as its template ("/api/admin/leads/:id", "/portfolio/:slug"), matched
 * the way the routers match it; "/api/*" for an unknown API path, "/assets/*" for built files, "other" for anything
 * else. Every label value is one of these templates or a fixed word: a metric never gets a label per URL.
 */
export function routeTemplates(apiRoutes: readonly Pick<ApiRoute, "method" | "path">[]) {
  const apiTemplates = apiRoutes.map((route) => ({ method: route.method.toUpperCase(), path: route.path }));
  return (method: string, urlPath: string): string => {
    if (/^\/api(\/|$)/i.test(urlPath)) {
      const api = apiTemplates.find((route) => route.method === method && matches(route.path, urlPath));
      return api?.path ?? "/api/*";
    }
    if (urlPath.startsWith("/assets/")) return "/assets/*";
    if (urlPath === "/metrics") return urlPath;
    const page = pagePath(urlPath);
    return pageTemplates.find((template) => matches(template, page)) ?? "other";
  };
}
