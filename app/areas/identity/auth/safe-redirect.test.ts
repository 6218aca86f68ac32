import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirect("/admin-crm", "/client-dashboard")).toBe("/admin-crm");
    expect(safeRedirect("/admin?search=dana&page=2#users", "/")).toBe("/admin?search=dana&page=2#users");
  });

  it("gives the path as the browser would resolve it", () => {
    expect(safeRedirect("/a/../admin-crm", "/")).toBe("/admin-crm");
    expect(safeRedirect("/./client-dashboard", "/")).toBe("/client-dashboard");
  });

  it("falls back when there is no target", () => {
    expect(safeRedirect(null, "/client-dashboard")).toBe("/client-dashboard");
    expect(safeRedirect(undefined, "/client-dashboard")).toBe("/client-dashboard");
    expect(safeRedirect("", "/client-dashboard")).toBe("/client-dashboard");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/a/%2e%2e//evil.example",
    "/././/evil.example/path?x=1",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\u0000/evil.example",
    "admin",
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, "/client-dashboard")).toBe("/client-dashboard");
  });
});
