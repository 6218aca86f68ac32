import { matchPath } from "react-router";
import { legacyRedirects, pageTable } from "#app/route-table.ts";
import type { ApiRoute } from "#server/http/api-route.ts";
import { pagePath } from "#server/http/cache-headers.ts";

/**
 * A template with the literal start every path it matches begins with (lower-cased), up to its first parameter,
 * splat or optional segment, as React Router normalises it (one leading slash, no trailing ones).
 */
function candidate(path: string) {
  const normalised = path.replace(/\/*\*?$/, "").replace(/^\/*/, "/");
  const dynamic = normalised.search(/[:*?]/);
  const literal = dynamic === -1 ? normalised : normalised.slice(0, normalised.lastIndexOf("/", dynamic) + 1);
  return { path, literalStart: literal.toLowerCase() };
}
type Candidate = ReturnType<typeof candidate>;

const pageTemplates = [...pageTable.map((page) => page.path), ...Object.keys(legacyRedirects)].map(candidate);

/**
 * Matched as the routers match. `matchPath` compiles the template's pattern on every call, so a path that does not
 * begin with the template's literal start is ruled out first: a request compiles the few templates that share its
 * start, not every one of its method's (decision 0210).
 */
const matches = (template: Candidate, urlPath: string, lowerPath: string) =>
  lowerPath.startsWith(template.literalStart) &&
  matchPath({ path: template.path, caseSensitive: false, end: true }, urlPath) !== null;

/**
 * Labels a request with the route it was for, as its template ("/api/admin/leads/:id", "/portfolio/:slug"), matched
 * the way the routers match it; "/api/*" for an unknown API path, "/assets/*" for built files, "other" for anything
 * else. Every label value is one of these templates or a fixed word: a metric never gets a label per URL.
 */
export function routeTemplates(apiRoutes: readonly Pick<ApiRoute, "method" | "path">[]) {
  const apiTemplates = apiRoutes.map((route) => ({ method: route.method.toUpperCase(), ...candidate(route.path) }));
  return (method: string, urlPath: string): string => {
    if (/^\/api(\/|$)/i.test(urlPath)) {
      const lowerPath = urlPath.toLowerCase();
      const api = apiTemplates.find((route) => route.method === method && matches(route, urlPath, lowerPath));
      return api?.path ?? "/api/*";
    }
    if (urlPath.startsWith("/assets/")) return "/assets/*";
    if (urlPath === "/metrics") return urlPath;
    const page = pagePath(urlPath);
    const lowerPage = page.toLowerCase();
    return pageTemplates.find((template) => matches(template, page, lowerPage))?.path ?? "other";
  };
}
