import { expect, test } from "@playwright/test";
import { aboutTimeline, licenceStatement } from "#app/content/about.ts";
import { benefitCards, incentiveFigures } from "#app/content/benefits.ts";
import { claimsReviewedOn } from "#app/content/claims.ts";
import { company } from "#app/content/company.ts";
import { closingCta, commonProblems, homeHero, triageSteps } from "#app/content/home.ts";
import { contactPage } from "#app/content/pages.ts";
import { services } from "#app/content/services.ts";
import { teamMembers } from "#app/content/team.ts";
import { technologyPage } from "#app/content/technology.ts";
import { kpiCards } from "#app/content/testimonials.ts";
import { field } from "#tests/support/lead-form-helpers.ts";

test.describe("home", () => {
  test("hero: tagline, headline, subtitle, Get Free Quote and a call button", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(homeHero.headline);
    await expect(hero.getByText(homeHero.tagline)).toBeVisible();
    await expect(hero.getByText(homeHero.subtitle)).toBeVisible();
    await expect(hero.getByRole("button", { name: "Get Free Quote" })).toBeVisible();
    const call = hero.getByRole("link", { name: `Call Now ${company.phone.display}` });
    await expect(call).toHaveAttribute("href", "tel:+15305550142");
  });

  test("the image strip loops every 40 s and stops for reduced motion", async ({ page }) => {
    await page.goto("/");
    const track = page.getByRole("region", { name: "Photos of our work" }).locator("> div");
    await expect(track).toHaveCSS("animation-duration", "40s");
    await expect(track).toHaveCSS("animation-iteration-count", "infinite");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
  });

  test("the hero image drifts with the scroll position divided by 800, up to a cap", async ({ page }) => {
    await page.goto("/");
    const backdrop = page.locator("section").first().locator("> div").first();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(backdrop).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 80)");
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(backdrop).toHaveCSS("transform", "matrix(1, 0, 0, 1, 0, 160)");
  });

  test("triage, common problems, KPIs and the closing call to action", async ({ page }) => {
    await page.goto("/");
    for (const step of triageSteps) await expect(page.getByRole("heading", { name: step.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Five common solar problems we fix" })).toBeVisible();
    for (const problem of commonProblems)
      await expect(page.getByRole("heading", { name: problem.title })).toBeVisible();
    for (const kpi of kpiCards) await expect(page.getByText(kpi.value, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: closingCta.heading })).toBeVisible();
  });

  test("California benefits: six cards, three figures, each claim with its source and review date", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "What California's rules mean for your solar" }),
    });
    for (const card of benefitCards) await expect(section.getByRole("heading", { name: card.title })).toBeVisible();
    for (const figure of incentiveFigures) await expect(section.getByText(figure.value, { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: "Get Free Quote" })).toBeVisible();
    await expect(section.getByRole("button", { name: "Schedule Consultation" })).toBeVisible();
    const sources = section.getByRole("listitem").filter({ hasText: "reviewed on" });
    expect(await sources.count()).toBeGreaterThanOrEqual(benefitCards.length);
    await expect(sources.first()).toContainText("reviewed on November 22, 2026");
    expect(claimsReviewedOn).toBe("2026-11-22");
    await expect(
      section.getByRole("link", { name: "IRS: Clean Electricity Investment Credit", exact: true }),
    ).toHaveAttribute("href", "https://www.irs.gov/credits-deductions/clean-electricity-investment-credit");
    // A card's numbered reference jumps to its entry in the source list.
    await section
      .getByRole("link", { name: /^Source 1: / })
      .first()
      .click();
    await expect(page).toHaveURL(/#source-nbt-applies-pge$/);
    await expect(section.getByText(/30% through 2032/)).toHaveCount(0);
  });

  test("the testimonials and KPIs say they are sample content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("note").filter({ hasText: "sample content" })).toBeVisible();
  });
});

test.describe("service pages", () => {
  for (const service of services) {
    test(`/services/${service.slug}: audience, inclusions, process, FAQ and the prefilled request link`, async ({
      page,
    }) => {
      await page.goto(`/services/${service.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.heroHeading);
      await expect(page.getByRole("heading", { name: "Who it is for" })).toBeVisible();
      await expect(page.getByText(service.audience[0]!)).toBeVisible();
      await expect(page.getByText(service.included[0]!)).toBeVisible();
      for (const step of service.process)
        await expect(page.getByRole("heading", { name: step.title, exact: true })).toBeVisible();
      await expect(page.getByText(service.timeline)).toBeVisible();

      const faq = service.faqs[0]!;
      const answer = page.getByText(faq.answer);
      await expect(answer).toBeHidden();
      await page.getByText(faq.question).click();
      await expect(answer).toBeVisible();

      const request = page.getByRole("link", { name: `Request ${service.title} service` }).first();
      await expect(request).toHaveAttribute("href", `/request-service?service=${service.slug}`);
      for (const slug of service.relatedSlugs) {
        await expect(page.getByRole("main").locator(`a[href="/services/${slug}"]`).first()).toBeVisible();
      }
    });
  }
});

test.describe("company pages", () => {
  test("about: history, licence and values", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    for (const event of aboutTimeline) await expect(page.getByRole("heading", { name: event.title })).toBeVisible();
    await expect(page.getByText(licenceStatement)).toBeVisible();
  });

  test("team: every member and the sample-content note", async ({ page }) => {
    await page.goto("/team");
    for (const member of teamMembers) await expect(page.getByRole("heading", { name: member.name })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("sample content");
  });

  test("contact: address, hours, the map and the message section", async ({ page }) => {
    await page.goto("/contact");
    const address = page.getByRole("main").locator("address");
    await expect(address).toContainText(company.address.streetAddress);
    await expect(address).toContainText("Redding, CA 96001");
    const hours = page.getByRole("region", { name: "Hours" });
    await expect(hours).toContainText("Office and phonesMonday – Friday:8:00 AM – 5:00 PM");
    await expect(hours).toContainText("Saturday:9:00 AM – 4:00 PM");
    await expect(hours).toContainText("Emergency 24/7.");
    // The map is one of the site's responsive images: it loads as it comes near the viewport.
    await page.locator("figure", { hasText: contactPage.mapCaption }).scrollIntoViewIfNeeded();
    const map = page.getByRole("img", { name: /^Map of Redding/ });
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : "")))
      .toMatch(/\/images\/redding-map-(400|800|1200)\.avif$/);
    const message = page.locator("section", { has: page.getByRole("heading", { name: "Send us a message" }) });
    const form = message.getByRole("form", { name: "Contact us" });
    for (const label of ["Name", "Email", "Phone (optional)", "Message"])
      await expect(field(form, label)).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("technology: panels, inverters, batteries and monitoring", async ({ page }) => {
    await page.goto("/resources/technology");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(technologyPage.title);
    for (const section of technologyPage.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    }
  });
});

test.describe("portfolio", () => {
  test("filters by type with links, and says how many projects show", async ({ page }) => {
    await page.goto("/portfolio");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole("note")).toContainText("sample content");
    await page.getByRole("link", { name: "Agricultural", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=agricultural$/);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText("Showing 2 of 12 projects (agricultural)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Agricultural", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "All projects" }).click();
    await expect(cards).toHaveCount(12);
  });

  test("a card shows system size, year and town and opens the project", async ({ page }) => {
    await page.goto("/portfolio?category=marina");
    const card = page.getByRole("article").filter({ hasText: "Shasta Lake marina canopy" });
    await expect(card).toContainText("64 kW");
    await expect(card).toContainText("2021");
    await expect(card).toContainText("Shasta Lake");
    await card.getByRole("link", { name: "Shasta Lake marina canopy" }).click();
    await expect(page).toHaveURL(/\/portfolio\/shasta-lake-marina-canopy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shasta Lake marina canopy");
    await expect(page.getByText("100 kWh")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
  });

  test("an unknown project answers 404", async ({ page }) => {
    const response = await page.goto("/portfolio/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the portfolio filter still works and images still show", async ({ page }) => {
    await page.goto("/portfolio");
    await page.getByRole("link", { name: "Marina", exact: true }).click();
    await expect(page).toHaveURL(/category=marina/);
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.locator("noscript").first()).toBeAttached();
  });
});
