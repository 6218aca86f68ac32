import { describe, expect, it } from "vitest";
import { apiRoutes } from "#server/composition/api-routes.ts";
import { pageTable } from "#app/route-table.ts";
import { redactUrl } from "./redact-url.ts";

describe("redactUrl", () => {
  it.each([
    ["/reset-password?token=abc_DEF-123", "/reset-password?token=[redacted]"],
    ["/verify-email?token=abc&next=%2Fdashboard", "/verify-email?token=[redacted]&next=%2Fdashboard"],
    ["/newsletter/unsubscribe?a=1&token=xyz#top", "/newsletter/unsubscribe?a=1&token=[redacted]#top"],
    ["/x?TOKEN=one&token=two", "/x?TOKEN=[redacted]&token=[redacted]"],
    ["/resources/book-appointment/manage/abc.DEF-1", "/resources/book-appointment/manage/[redacted]"],
    ["/plan-visit/abc_DEF-1?x=1", "/plan-visit/[redacted]?x=1"],
    ["/api/plan-visit/abc_DEF-1/book", "/api/plan-visit/[redacted]/book"],
    [
      "/resources/book-appointment/manage/abc.DEF-1.data?_routes=x",
      "/resources/book-appointment/manage/[redacted]?_routes=x",
    ],
    ["/api/bookings/invite/abc.DEF", "/api/bookings/invite/[redacted]"],
    ["/api/bookings/feed/0123abcdef.ics", "/api/bookings/feed/[redacted]"],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("leaves other parameters, names that only end in token, and other paths as they are", () => {
    expect(redactUrl("/auth?redirectTo=%2Fdashboard&csrftoken=1")).toBe("/auth?redirectTo=%2Fdashboard&csrftoken=1");
    expect(redactUrl("/shop/products/panel-400?x=manage")).toBe("/shop/products/panel-400?x=manage");
  });

  // A route whose path carries a token (or the feed's token file) is a secret to whoever holds the URL.
  it("redacts the secret segment of every page and API route that has one", () => {
    const secretPaths = [...pageTable.map((page) => page.path), ...apiRoutes.map((route) => route.path)].filter(
      (path) => /:(token|file)\b/.test(path),
    );
    expect(secretPaths.length).toBeGreaterThanOrEqual(3);
    for (const path of secretPaths) {
      const url = path.replace(/:(token|file)\b/, "s3cr3t-value");
      expect(redactUrl(url), path).not.toContain("s3cr3t-value");
    }
  });
});
