import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapPaths, sitemapXml } from "./crawl-rules.ts";

describe("robots.txt", () => {
  it("keeps the portal, back office and API out and points to the sitemap", () => {
    const robots = robotsTxt("https://solar.example");
    for (const path of [
      "/admin",
      "/admin-crm",
      "/admin-dashboard",
      "/dashboard",
      "/client-dashboard",
      "/platform",
      "/enterprise-carm",
      "/rag-documents",
      "/api/",
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain("Sitemap: https://solar.example/sitemap.xml");
  });

  it("lets crawlers fetch the staff sign-in, so that they read its noindex", () => {
    expect(robotsTxt("https://solar.example")).not.toMatch(/^Disallow: \/crm/m);
  });
});

describe("sitemap", () => {
  const paths = sitemapPaths();

  it("lists the public pages and every portfolio project", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/about", "/team", "/contact", "/portfolio", "/resources/technology"]),
    );
    expect(paths).toContain("/services/lithium-battery");
    expect(paths).toContain("/portfolio/shasta-lake-marina-canopy");
  });

  it("leaves out what robots.txt disallows, parameter routes and files", () => {
    expect(
      paths.filter((p) =>
        /^\/(admin|platform|crm-login|dashboard|client-dashboard|enterprise-carm|rag-documents)/.test(p),
      ),
    ).toEqual([]);
    expect(paths.some((p) => p.includes(":") || p.endsWith(".xml") || p.endsWith(".txt"))).toBe(false);
    expect(paths).not.toContain("/newsletter/unsubscribe");
  });

  it("writes absolute URLs on the site address", () => {
    expect(sitemapXml("https://solar.example")).toContain("<loc>https://solar.example/</loc>");
    expect(sitemapXml("https://solar.example")).toContain(
      "<loc>https://solar.example/portfolio/corning-olive-ranch</loc>",
    );
  });
});
