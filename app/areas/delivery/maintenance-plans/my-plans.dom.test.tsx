import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { MyPlans } from "./my-plans.tsx";
import type { SitePlanView } from "./plan-views.server.ts";

const plan: SitePlanView = {
  id: "0d6f1c3a-6b3e-4c1e-9a61-1f0b3f5e2a10",
  siteId: "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01",
  templateId: "marina-care",
  priceCents: 180_000,
  startsOn: "2026-06-01",
  endsOn: "2027-05-31",
  state: "active",
  renewed: false,
  name: "Marina and coastal care",
  upcoming: [
    {
      id: "8c3b1e6f-2d44-4a3e-9f7a-0b1c2d3e4f50",
      title: "Corrosion inspection",
      dueOn: "2026-12-01",
      state: "booked",
      bookedFor: "2026-12-02T18:00:00.000Z",
    },
    {
      id: "9d4c2f70-3e55-4b4f-8a8b-1c2d3e4f5a61",
      title: "Salt and panel cleaning",
      dueOn: "2027-02-01",
      state: "due",
      bookedFor: null,
    },
  ],
  reports: [
    {
      id: "7b2a0d5e-1c33-4f2d-8e69-9a0b1c2d3e40",
      title: "Corrosion inspection",
      doneOn: "2026-07-02",
      checklist: [
        { item: "Grounding and bonding: continuity, corroded lugs", checked: true },
        { item: "Connectors: salt crust, discoloration", checked: false },
      ],
      notes: "Two lugs replaced.",
      ticketId: "6a1d8b62-4f1f-4d64-8e66-7c9f8e3c2b02",
      photos: [{ id: "3e9f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b", name: "lugs-after.jpg" }],
    },
  ],
};

describe("the client's maintenance plans", () => {
  it("shows the plan's term, its next visit booked in Pacific time and a past visit's report with its photos", () => {
    renderInPage(<MyPlans plans={[plan]} today="2026-11-28" />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: "Marina and coastal care" })).toBeTruthy();
    expect(within(card).getByText("Covered until May 31, 2027.")).toBeTruthy();
    expect(
      within(card).getByText("Next visit: Corrosion inspection, booked for Dec 2, 2026, 10:00 AM PST."),
    ).toBeTruthy();

    const report = within(card).getByText("July 2, 2026: Corrosion inspection").closest("details")!;
    expect(within(report).getByText("Checked: Grounding and bonding: continuity, corroded lugs")).toBeTruthy();
    expect(within(report).getByText("Not checked: Connectors: salt crust, discoloration")).toBeTruthy();
    expect(within(report).getByText("Two lugs replaced.")).toBeTruthy();
    const photo = within(report).getByRole("img", { name: "lugs-after.jpg" });
    expect(photo.getAttribute("src")).toBe(
      "/api/service/tickets/6a1d8b62-4f1f-4d64-8e66-7c9f8e3c2b02/photos/3e9f1a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
    );
  });

  it("shows a due visit by its day, and no past visits when none was done", () => {
    const due = { ...plan, upcoming: plan.upcoming.slice(1), reports: [] };
    renderInPage(<MyPlans plans={[due]} today="2026-11-28" />);
    expect(screen.getByText("Next visit: Salt and panel cleaning, due February 1, 2027.")).toBeTruthy();
    expect(screen.queryByText("Past visits")).toBeNull();
  });

  it("shows nothing once the plan's term is over", () => {
    renderInPage(<MyPlans plans={[plan]} today="2027-06-01" />);
    expect(screen.queryByRole("heading", { name: "My maintenance plans" })).toBeNull();
    expect(screen.queryByText(/Marina and coastal care/)).toBeNull();
  });
});
