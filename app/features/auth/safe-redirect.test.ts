import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirect("/admin-crm", "/client-dashboard")).toBe("/admin-crm");
    expect(safeRedirect("/admin?search=dana&page=2#users", "/")).toBe("/admin?search=dana&page=2#users");
  });

  it("falls back when there is no target", () => {
    expect(safeRedirect(null, "/client-dashboard")).toBe("/client-dashboard");
    expect(safeRedirect(undefined, "/client-dashboard")).toBe("/client-dashboard");
    expect(safeRedirect("", "/client-dashboard")).toBe("/client-dashboard");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "admin",
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, "/client-dashboard")).toBe("/client-dashboard");
  });
});
