import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { technologyPage } from "#app/content/technology.ts";
import { TechnologyPage } from "./technology-page.tsx";

describe("the technology page", () => {
  it("has panels, inverters, batteries and monitoring", () => {
    renderInPage(<TechnologyPage page={technologyPage} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(technologyPage.title);
    for (const section of technologyPage.sections) screen.getByRole("heading", { level: 2, name: section.heading });
  });
});
