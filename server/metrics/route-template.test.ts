import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { legacyRedirects, pageTable } from "#app/route-table.ts";
import { pagePath } from "#server/http/cache-headers.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";
import { routeTemplates } from "./route-template.ts";

const routeTemplate = routeTemplates(apiRoutes);

describe("routeTemplate", () => {
  it("labels a request with its route's template, never its own URL", () => {
    expect(routeTemplate("GET", "/api/admin/leads/5f0c7d1e-0000-4000-8000-000000000000")).toBe("/api/admin/leads/:id");
    expect(routeTemplate("POST", "/api/admin/leads/x/notes")).toBe("/api/admin/leads/:id/notes");
    expect(routeTemplate("GET", "/portfolio/redding-ranch-home")).toBe("/portfolio/:slug");
    expect(routeTemplate("GET", "/services/battery-storage")).toBe("/services/battery-storage");
    expect(routeTemplate("GET", "/About/")).toBe("/about");
  });

  it("counts React Router's data requests under their page", () => {
    expect(routeTemplate("GET", "/admin-crm/leads/42.data")).toBe("/admin-crm/leads/:id");
    expect(routeTemplate("GET", "/_root.data")).toBe("/");
  });

  it("puts everything else into a few fixed labels", () => {
    expect(routeTemplate("GET", "/api/no-such-thing/123")).toBe("/api/*");
    expect(routeTemplate("DELETE", "/api/login")).toBe("/api/*");
    expect(routeTemplate("GET", "/assets/root-Bx81.js")).toBe("/assets/*");
    expect(routeTemplate("GET", "/wp-login.php")).toBe("other");
    expect(routeTemplate("GET", "/metrics")).toBe("/metrics");
  });

  it("labels as matching every template in turn would: the literal start rules out only what cannot match", () => {
    // Each template's own path with its parameters filled in, in other cases and with a trailing slash.
    const filled = (template: string) => template.replace(/:[\w-]+\??/g, "x-1").replace(/\*$/, "a/b");
    const pageTemplates = [...pageTable.map((page) => page.path), ...Object.keys(legacyRedirects)];
    const paths = [...apiRoutes.map((route) => route.path), ...pageTemplates]
      .map(filled)
      .flatMap((path) => [path, path.toUpperCase(), `${path}/`, `${path}/extra`]);
    const matches = (template: string, path: string) =>
      matchPath({ path: template, caseSensitive: false, end: true }, path) !== null;
    const firstMatch = (method: string, path: string) => {
      if (!/^\/api(\/|$)/i.test(path)) {
        return pageTemplates.find((template) => matches(template, pagePath(path))) ?? "other";
      }
      const api = apiRoutes.find((route) => route.method.toUpperCase() === method && matches(route.path, path));
      return api?.path ?? "/api/*";
    };
    for (const path of paths.filter((path) => !path.startsWith("/assets/") && path !== "/metrics")) {
      for (const method of ["GET", "POST", "DELETE"])
        expect(routeTemplate(method, path)).toBe(firstMatch(method, path));
    }
  });
});
