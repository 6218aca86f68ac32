import { describe, expect, it } from "vitest";
import { portfolioProjects } from "#app/content/portfolio.ts";
import { formatKw, parseCategory } from "./categories.ts";
import { findProject, loadPortfolioPage, projectsIn } from "./portfolio-data.server.ts";

describe("portfolio filter", () => {
  it("accepts the four categories and ignores anything else", () => {
    expect(parseCategory("marina")).toBe("marina");
    expect(parseCategory("industrial")).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });

  it("filters projects by category, or shows all", () => {
    expect(projectsIn(null)).toHaveLength(portfolioProjects.length);
    expect(projectsIn("agricultural").map((p) => p.slug)).toEqual(["cottonwood-walnut-orchard", "corning-olive-ranch"]);
    expect(loadPortfolioPage("marina").total).toBe(portfolioProjects.length);
  });

  it("finds a project by slug", () => {
    expect(findProject("burney-hardware-store")?.town).toBe("Burney");
    expect(findProject("nope")).toBeUndefined();
  });

  it("writes sizes with their unit", () => {
    expect(formatKw(8.2, "kW")).toBe("8.2 kW");
    expect(formatKw(1480, "kWh")).toBe("1,480 kWh");
  });
});
