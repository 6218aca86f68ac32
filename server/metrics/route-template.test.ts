import { describe, expect, it } from "vitest";
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
});
