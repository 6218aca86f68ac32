import { expect, test, type Page } from "@playwright/test";
import { portfolioProjects } from "#app/content/portfolio.ts";
import { services } from "#app/content/services.ts";
import { publicPagePaths } from "#tests/support/public-pages.ts";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);

test.describe("search metadata", () => {
  const pages = [
    { path: "/", title: "Solar Installation, Repair & Maintenance in Redding, CA | Shasta Sun Solar" },
    { path: "/about", title: "About Us | Shasta Sun Solar" },
    { path: "/services/battery-storage", title: "Battery Storage | Shasta Sun Solar" },
    { path: "/portfolio/corning-olive-ranch", title: "Corning olive ranch | Shasta Sun Solar" },
    { path: "/portfolio?category=marina", title: "Our Portfolio | Shasta Sun Solar", canonical: "/portfolio" },
  ];
  for (const { path, title, canonical } of pages) {
    test(`${path}: title, description, canonical, Open Graph and Twitter tags`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(meta(page, "description")).toHaveAttribute("content", /.{50,}/);
      const url = `${baseURL}${canonical ?? path}`.replace(/\/$/, path === "/" ? "/" : "");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(meta(page, "og:url")).toHaveAttribute("content", url);
      await expect(meta(page, "og:title")).toHaveAttribute("content", title);
      await expect(meta(page, "og:image")).toHaveAttribute("content", `${baseURL}/og-image.png`);
      await expect(meta(page, "og:image:width")).toHaveAttribute("content", "1200");
      await expect(meta(page, "og:image:height")).toHaveAttribute("content", "630");
      await expect(meta(page, "twitter:card")).toHaveAttribute("content", "summary_large_image");
      await expect(meta(page, "twitter:image")).toHaveAttribute("content", `${baseURL}/og-image.png`);
    });
  }

  test("every public page has a title and a description for search results", async ({ request }) => {
    for (const path of publicPagePaths) {
      const head = (await (await request.get(path)).text()).split("</head>")[0]!;
      expect(head, path).toMatch(/<title>[^<]+ \| Shasta Sun Solar<\/title>/);
      expect(head, path).toMatch(/<meta name="description" content="[^"]{40,160}"\/>/);
    }
  });

  test("the share image is a 1200x630 PNG", async ({ request }) => {
    const response = await request.get("/og-image.png");
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("home: Organization and LocalBusiness (Electrician) structured data, without CSP violations", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    const [graph] = await jsonLd(page);
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
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("service page: FAQPage structured data with every question", async ({ page }) => {
    const service = services.find((s) => s.slug === "repairs")!;
    await page.goto("/services/repairs");
    const [faq] = await jsonLd(page);
    expect(faq?.["@type"]).toBe("FAQPage");
    const questions = (faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => q.name);
    expect(questions).toEqual(service.faqs.map((f) => f.question));
  });
});

test.describe("crawling", () => {
  test("sitemap.xml lists the public pages and every project on SITE_URL", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    for (const service of services) expect(xml).toContain(`<loc>${baseURL}/services/${service.slug}</loc>`);
    for (const project of portfolioProjects) expect(xml).toContain(`<loc>${baseURL}/portfolio/${project.slug}</loc>`);
    expect(xml).not.toMatch(/\/(admin|dashboard|platform|crm-login)/);
  });

  test("robots.txt keeps the portal, back office and API out", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
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
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the staff sign-in is kept out of search results by a noindex crawlers may read", async ({ page, request }) => {
    expect(await (await request.get("/robots.txt")).text()).not.toContain("Disallow: /crm-login");
    await page.goto("/crm-login");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("prerendered pages", () => {
  test("carry a fresh nonce that matches the response's CSP, and no build placeholders", async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/services/repairs");
      const csp = response.headers()["content-security-policy"] ?? "";
      const html = await response.text();
      const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const htmlNonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...htmlNonces]).toEqual([headerNonce]);
      expect(html).not.toContain("3f9a1c");
      nonces.push(headerNonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("hydrate and navigate on the client", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("favicon")) errors.push(message.text());
    });
    await page.goto("/services/battery-storage");
    await expect(page.getByRole("button", { name: "Next testimonial" })).toHaveCount(0);
    await page.getByRole("main").locator('a[href="/services/lithium-battery"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      services.find((s) => s.slug === "lithium-battery")!.heroHeading,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/lithium-battery$/);
    expect(errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
  });
});
