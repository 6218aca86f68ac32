import { expect, test } from "@playwright/test";

test.describe("images", () => {
  test("the hero image loads at once with high priority, in AVIF/WebP with a JPEG fallback and a fixed size", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("width", "1600");
    await expect(hero).toHaveAttribute("height", "1000");
    await expect(hero).toHaveAttribute("src", "/images/hero-redding-home-800.jpg");
    const sources = hero.locator("xpath=..").locator("source");
    await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
    await expect(sources.nth(0)).toHaveAttribute(
      "srcset",
      /-400\.avif 400w, .*-800\.avif 800w, .*-1200\.avif 1200w, .*-1600\.avif 1600w$/,
    );
    await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  });

  test("the hero image is preloaded in the head, and no script before the first paint", async ({ request }) => {
    // Prerendered or rendered on the server (here because of a query parameter other than a tracking one), a public
    // page fetches its scripts after the first paint (boot-after-first-paint.spec.ts).
    for (const path of ["/", "/?preview=1"]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const preload = head.match(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high"[^>]*>/)?.[0];
      expect(preload, path).toContain('imageSrcSet="/images/hero-redding-home-400.avif 400w,');
      expect(preload, path).toContain('imageSizes="100vw"');
      expect(head, path).not.toContain('rel="modulepreload"');
    }
  });

  test("below the fold, images wait until they come near the viewport, then fade in", async ({ page }) => {
    await page.goto("/portfolio");
    const lastCard = page.getByRole("article").last();
    await expect(lastCard.locator("img")).toHaveCount(0);
    await lastCard.scrollIntoViewIfNeeded();
    const img = lastCard.locator("img");
    await expect(img).toHaveCount(1);
    await expect(img).toHaveClass(/transition-opacity/);
    await expect(img).toHaveCSS("opacity", "1");
  });

  test("a failed image shows the 'Image unavailable' box, with no fallback", async ({ page }) => {
    await page.route("**/images/team-sam-okafor-*", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/team");
    const card = page.getByRole("listitem").filter({ hasText: "Sam Okafor" });
    await card.scrollIntoViewIfNeeded();
    const box = card.getByRole("img", { name: "Illustrated portrait of Sam Okafor (Image unavailable)" });
    await expect(box).toBeVisible();
    await expect(box).toContainText("Image unavailable");
    await expect(box).toContainText("Failed to load image");
    await expect(card.locator("img")).toHaveCount(0);
  });

  test("an image that takes over 10 s counts as failed: 'Image load timeout'", async ({ page }) => {
    await page.route("**/images/team-emily-tran-*", () => {
      // Never answer.
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/team");
    const card = page.getByRole("listitem").filter({ hasText: "Emily Tran" });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("img")).toHaveCount(1);
    await page.clock.runFor(9_000);
    await expect(card.getByText("Image unavailable")).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(card.getByText("Image load timeout")).toBeVisible();
  });
});
