import { describe, expect, it } from "vitest";
import { companyValues } from "#app/content/about.ts";
import { benefitCards } from "#app/content/benefits.ts";
import { triageSteps } from "#app/content/home.ts";
import { kpiCards } from "#app/content/testimonials.ts";
import { contentIcons } from "./content-icon.tsx";

describe("content icons", () => {
  it("has every icon a content module names", () => {
    const named = [...triageSteps, ...benefitCards, ...kpiCards, ...companyValues].map((item) => item.icon);
    expect(named.filter((name) => !(name in contentIcons))).toEqual([]);
  });
});
