import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioProjects } from "#app/content/portfolio.ts";
import { services } from "#app/content/services.ts";
import { readPageHead } from "#tests/support/page-head.ts";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { publicPagePaths } from "#tests/support/public-pages.ts";

/** What search engines and link previews read of the pages, as the server renders them on its SITE_URL. */
const site = "https://solar.example";
let server: PageServer;
beforeAll(async () => {
  server = await startPageServer({ SITE_URL: site });
}, 120_000);
afterAll(() => server?.close());

const get = (path: string) => sendPage(server, path, "");
const headOf = async (path: string) => readPageHead((await get(path)).text);

describe("search metadata", () => {
  const pages = [
    { path: "/", title: "Solar Installation, Repair & Maintenance in Redding, CA | Shasta Sun Solar", url: `${site}/` },
    { path: "/about", title: "About Us | Shasta Sun Solar", url: `${site}/about` },
    {
      path: "/services/battery-storage",
      title: "Battery Storage | Shasta Sun Solar",
      url: `${site}/services/battery-storage`,
    },
    {
      path: "/portfolio/corning-olive-ranch",
      title: "Corning olive ranch | Shasta Sun Solar",
      url: `${site}/portfolio/corning-olive-ranch`,
    },
    // A filtered list is the same page to a search engine.
    { path: "/portfolio?category=marina", title: "Our Portfolio | Shasta Sun Solar", url: `${site}/portfolio` },
  ];
  for (const { path, title, url } of pages) {
    it(`${path}: title, description, canonical, Open Graph and Twitter tags`, async () => {
      const head = await headOf(path);
      expect(head.title).toBe(title);
      expect(head.meta("description")).toMatch(/.{50,}/);
      expect(head.canonical).toBe(url);
      expect(head.meta("og:url")).toBe(url);
      expect(head.meta("og:title")).toBe(title);
      expect(head.meta("og:image")).toBe(`${site}/og-image.png`);
      expect(head.meta("og:image:width")).toBe("1200");
      expect(head.meta("og:image:height")).toBe("630");
      expect(head.meta("twitter:card")).toBe("summary_large_image");
      expect(head.meta("twitter:image")).toBe(`${site}/og-image.png`);
    });
  }

  for (const path of publicPagePaths) {
    it(`${path} has a title and a description for search results`, async () => {
      const head = await headOf(path);
      expect(head.title).toMatch(/^.+ \| Shasta Sun Solar$/);
      expect(head.meta("description")).toMatch(/^.{40,160}$/);
    });
  }

  it("home: Organization and LocalBusiness (Electrician) structured data", async () => {
    const [graph] = (await headOf("/")).jsonLd;
    const nodes = (graph?.["@graph"] ?? []) as Record<string, unknown>[];
    expect(graph?.["@context"]).toBe("https://schema.org");
    expect(nodes.map((node) => node["@type"])).toEqual(["Organization", "Electrician"]);
    expect(nodes[1]).toMatchObject({
      priceRange: "$$",
      address: { addressLocality: "Redding", addressRegion: "CA", postalCode: "96001" },
      openingHoursSpecification: [
        { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
      ],
      aggregateRating: { ratingValue: 4.9, reviewCount: 127 },
      contactPoint: [{ contactType: "sales", telephone: "+15305550142", email: "info@shastasunsolar.example" }],
    });
  });

  it("service page: FAQPage structured data with every question", async () => {
    const service = services.find((s) => s.slug === "repairs")!;
    const [faq] = (await headOf("/services/repairs")).jsonLd;
    expect(faq?.["@type"]).toBe("FAQPage");
    const questions = (faq?.mainEntity as { name: string }[]).map((q) => q.name);
    expect(questions).toEqual(service.faqs.map((f) => f.question));
  });
});

describe("crawling", () => {
  it("sitemap.xml lists the public pages and every project on SITE_URL", async () => {
    const res = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain(`<loc>${site}/</loc>`);
    for (const service of services) expect(xml).toContain(`<loc>${site}/services/${service.slug}</loc>`);
    for (const project of portfolioProjects) expect(xml).toContain(`<loc>${site}/portfolio/${project.slug}</loc>`);
    expect(xml).not.toMatch(/\/(admin|dashboard|platform|crm-login)/);
  });

  it("robots.txt keeps the portal, back office and API out and points to the sitemap on SITE_URL", async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
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
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it("the staff sign-in is kept out of search results by a noindex crawlers may read", async () => {
    expect(await (await fetch(`${server.baseUrl}/robots.txt`)).text()).not.toContain("Disallow: /crm-login");
    expect((await headOf("/crm-login")).meta("robots")).toBe("noindex");
  });
});
