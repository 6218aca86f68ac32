import { describe, expect, it } from "vitest";
import { isPageUrl, pageAddress, pagePath, pageRoute } from "./page-route.ts";

describe("pageRoute", () => {
  it("maps an address to its route pattern, ignoring query, fragment and a trailing slash", () => {
    expect(pageRoute("https://example.com/")).toBe("/");
    expect(pageRoute("https://example.com/about?utm_source=x#team")).toBe("/about");
    expect(pageRoute("https://example.com/about/")).toBe("/about");
    expect(pageRoute("https://example.com/services/battery-storage")).toBe("/services/battery-storage");
  });

  it("groups dynamic segments under their pattern", () => {
    expect(pageRoute("https://example.com/portfolio/redding-ranch-home")).toBe("/portfolio/:slug");
    expect(pageRoute("https://example.com/shop/order/confirmation/SO-1001")).toBe(
      "/shop/order/confirmation/:orderNumber",
    );
  });

  it("takes a bare path as well as an absolute address", () => {
    expect(pageRoute("/portfolio/redding-ranch-home?ref=mail")).toBe("/portfolio/:slug");
    expect(pageRoute("/")).toBe("/");
  });

  it("puts every unknown path under *", () => {
    expect(pageRoute("https://example.com/wp-admin/setup.php")).toBe("*");
  });
});

describe("pagePath", () => {
  it("reads the path of a stored absolute address and of a stored bare path", () => {
    expect(pagePath("https://example.com/about")).toBe("/about");
    expect(pagePath("/")).toBe("/");
    expect(pagePath("/portfolio/redding-ranch-home")).toBe("/portfolio/redding-ranch-home");
  });
});

describe("pageAddress", () => {
  it("drops the query and the fragment", () => {
    expect(pageAddress("https://example.com/newsletter/unsubscribe?token=secret#x")).toBe(
      "https://example.com/newsletter/unsubscribe",
    );
    expect(pageAddress("/newsletter/unsubscribe?token=secret#x")).toBe("/newsletter/unsubscribe");
  });

  it("drops a manage link's token from the path", () => {
    expect(pageAddress("https://example.com/resources/book-appointment/manage/abc.def?x=1")).toBe(
      "https://example.com/resources/book-appointment/manage/[redacted]",
    );
  });
});

describe("isPageUrl", () => {
  it("takes an http(s) address or a path, nothing else", () => {
    for (const url of ["https://example.com/a", "http://localhost:3000/", "/shop/products?x=1", "/"]) {
      expect(isPageUrl(url)).toBe(true);
    }
    for (const url of ["javascript:alert(1)", "//evil.example/a", "shop/products", "ftp://example.com/", ""]) {
      expect(isPageUrl(url)).toBe(false);
    }
  });
});
