import { describe, expect, it } from "vitest";
import { pageAddress, pageRoute } from "./page-route.ts";

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

  it("puts every unknown path under *", () => {
    expect(pageRoute("https://example.com/wp-admin/setup.php")).toBe("*");
  });
});

describe("pageAddress", () => {
  it("drops the query and the fragment", () => {
    expect(pageAddress("https://example.com/newsletter/unsubscribe?token=secret#x")).toBe(
      "https://example.com/newsletter/unsubscribe",
    );
  });
});
