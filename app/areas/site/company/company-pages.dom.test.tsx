import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { aboutTimeline, licenceStatement } from "#app/content/about.ts";
import { teamMembers } from "#app/content/team.ts";
import { AboutPage } from "./about-page.tsx";
import { loadAboutPage, loadTeamPage } from "./company-data.server.ts";
import { TeamPage } from "./team-page.tsx";

describe("the company pages", () => {
  it("about: history, licence and values", () => {
    renderInPage(<AboutPage data={loadAboutPage()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("About Us");
    for (const event of aboutTimeline) screen.getByRole("heading", { name: event.title });
    screen.getByText(licenceStatement);
  });

  it("team: every member and the sample-content note", () => {
    renderInPage(<TeamPage data={loadTeamPage()} />);
    for (const member of teamMembers) screen.getByRole("heading", { name: member.name });
    expect(screen.getByRole("note").textContent).toContain("sample content");
  });
});
