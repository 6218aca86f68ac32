import { expect, test, type Page } from "@playwright/test";
import { testimonials } from "#app/content/testimonials.ts";

const names = testimonials.map((t) => t.author.name);

/** The visible slide: hidden slides are aria-hidden, so only the active one has the group role. */
const activeSlide = (page: Page) => page.getByRole("group", { name: /of 3$/ });

const START = new Date("2026-11-23T09:00:00-08:00");

/** A fake clock that moves only when the test says so (installed clocks otherwise keep flowing). */
async function freezeClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/** Moves the frozen clock until the page has gone idle and the interactive carousel is live. */
async function runUntilIdle(page: Page) {
  // Hydration may register its idle callback after the first tick, so one jump of the clock is not enough.
  const next = page.getByRole("button", { name: "Next testimonial" });
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(next).toBeEnabled({ timeout: 200 });
  }).toPass();
}

/** Loads the home page on a frozen clock, then lets it go idle, when the interactive carousel loads. */
async function openCarousel(page: Page) {
  await freezeClock(page);
  await page.goto("/");
  await runUntilIdle(page);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 3");
}

// Autoplay, pausing, the controls and the slider's keys: testimonials/testimonial-carousel.dom.test.tsx. Here what
// needs the built page and a browser: loading after idle, dragging, touch, and the pictures.
test.describe("testimonials carousel", () => {
  test("is server-rendered and loads its interactive code only once the page is idle", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(names[0]!);
    expect(html).not.toMatch(/testimonial-carousel-[\w-]+\.js/);

    const carouselRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("testimonial-carousel")) carouselRequests.push(req.url());
    });
    await freezeClock(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeDisabled();
    await page.waitForLoadState("networkidle");
    expect(carouselRequests).toEqual([]);
    await runUntilIdle(page);
    expect(carouselRequests).toHaveLength(1);
  });
});

test.describe("before/after slider", () => {
  test("follows a mouse drag and clips the before image to match", async ({ page }) => {
    await openCarousel(page);
    const slider = page.getByRole("slider", { name: `${names[0]}: before and after comparison` });
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.5, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 4 });
    await expect(slider).toHaveAttribute("aria-valuenow", "20");
    await page.mouse.move(box.x + box.width * 0.8, y, { steps: 4 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute("aria-valuenow", "80");
    await expect(slider.locator('[style*="clip-path"]')).toHaveAttribute(
      "style",
      /inset\(0px 20% 0px 0px\)|inset\(0 20% 0 0\)/,
    );
    await page.mouse.move(box.x + box.width * 0.1, y);
    await expect(slider).toHaveAttribute("aria-valuenow", "80");
  });
});

/** Each shown slide's before and after pictures have loaded (a picture that never loaded has no natural width). */
async function expectEveryComparisonLoaded(page: Page) {
  await page.goto("/");
  // Once the page is idle the interactive carousel replaces the server-rendered one: scroll to that one.
  await expect(page.getByRole("button", { name: "Next testimonial" })).toBeEnabled({ timeout: 15_000 });
  const carousel = page.getByRole("region", { name: "Customer testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Pause automatic slide show" }).click();
  for (const [index, testimonial] of testimonials.entries()) {
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `${index + 1} of 3`);
    const pictures = activeSlide(page).locator("picture img");
    await expect(pictures).toHaveCount(2);
    await expect
      .poll(() =>
        pictures.evaluateAll((images) =>
          (images as HTMLImageElement[]).map((image) => [image.alt, image.naturalWidth > 0, image.currentSrc]),
        ),
      )
      .toEqual([
        [`${testimonial.author.name}: after`, true, expect.stringContaining(`/${testimonial.afterImage}-`)],
        [`${testimonial.author.name}: before`, true, expect.stringContaining(`/${testimonial.beforeImage}-`)],
      ]);
    await page.getByRole("button", { name: "Next testimonial" }).click();
  }
}

test.describe("before/after pictures", () => {
  test("every slide shows its loaded before and after pictures", async ({ page }) => {
    await expectEveryComparisonLoaded(page);
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("every slide shows its loaded before and after pictures", async ({ page }) => {
      await expectEveryComparisonLoaded(page);
    });
  });
});

test.describe("before/after slider on a touch screen", () => {
  test.use({ hasTouch: true });

  test("moves where the finger touches", async ({ page }) => {
    await openCarousel(page);
    const slider = page.getByRole("slider", { name: `${names[0]}: before and after comparison` });
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height / 2);
    await expect(slider).toHaveAttribute("aria-valuenow", "30");
  });
});
