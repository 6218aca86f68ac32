import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { benefitCards, incentiveFigures } from "#app/content/benefits.ts";
import { claimsReviewedOn } from "#app/content/claims.ts";
import { closingCta, commonProblems, homeHero, triageSteps } from "#app/content/home.ts";
import { kpiCards } from "#app/content/testimonials.ts";
import { loadHomePage } from "./home-data.server.ts";
import { HomePage } from "./home-page.tsx";

const renderHome = () => renderInPage(<HomePage data={loadHomePage("https://www.shastasunsolar.example")} />);
const sectionOf = (heading: HTMLElement) => heading.closest("section")!;

describe("the home page", () => {
  it("hero: tagline, headline, subtitle, Get Free Quote and a call button", () => {
    renderHome();
    const headline = screen.getByRole("heading", { level: 1 });
    expect(headline.textContent).toBe(homeHero.headline);
    const hero = within(sectionOf(headline));
    hero.getByText(homeHero.tagline);
    hero.getByText(homeHero.subtitle);
    hero.getByRole("button", { name: "Get Free Quote" });
    expect(hero.getByRole("link", { name: "Call Now (530) 555-0142" }).getAttribute("href")).toBe("tel:+15305550142");
  });

  it("triage, common problems, KPIs and the closing call to action", () => {
    renderHome();
    // Each step's heading starts with "Step n: " for screen readers.
    for (const step of triageSteps) screen.getByRole("heading", { name: `Step ${step.step}: ${step.title}` });
    screen.getByRole("heading", { name: "Five common solar problems we fix" });
    for (const problem of commonProblems) screen.getByRole("heading", { name: problem.title });
    for (const kpi of kpiCards) expect(screen.getAllByText(kpi.value, { exact: true }).length).toBeGreaterThan(0);
    screen.getByRole("heading", { name: closingCta.heading });
  });

  it("California benefits: six cards, three figures, each claim with its source and review date", () => {
    renderHome();
    const section = within(
      sectionOf(screen.getByRole("heading", { name: "What California's rules mean for your solar" })),
    );
    expect(benefitCards).toHaveLength(6);
    expect(incentiveFigures).toHaveLength(3);
    for (const card of benefitCards) section.getByRole("heading", { name: card.title });
    for (const figure of incentiveFigures) section.getByText(figure.value, { exact: true });
    section.getByRole("button", { name: "Get Free Quote" });
    section.getByRole("button", { name: "Schedule Consultation" });
    const sources = section.getAllByRole("listitem").filter((item) => item.textContent?.includes("reviewed on"));
    expect(sources.length).toBeGreaterThanOrEqual(benefitCards.length);
    expect(sources[0]!.textContent).toContain("reviewed on November 22, 2026");
    expect(claimsReviewedOn).toBe("2026-11-22");
    expect(section.getByRole("link", { name: "IRS: Clean Electricity Investment Credit" }).getAttribute("href")).toBe(
      "https://www.irs.gov/credits-deductions/clean-electricity-investment-credit",
    );
    // A card's numbered reference points at its entry in the source list.
    const reference = section.getAllByRole("link", { name: /^Source 1: / })[0]!;
    expect(reference.getAttribute("href")).toBe("#source-nbt-applies-pge");
    expect(document.getElementById("source-nbt-applies-pge")).not.toBeNull();
    expect(section.queryByText(/30% through 2032/)).toBeNull();
  });

  it("says the testimonials and KPIs are sample content", () => {
    renderHome();
    expect(screen.getAllByRole("note").some((note) => note.textContent?.includes("sample content"))).toBe(true);
  });
});
