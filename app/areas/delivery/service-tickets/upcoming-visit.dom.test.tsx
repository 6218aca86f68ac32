import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { ServiceHistory } from "./system-service-history.tsx";
import type { TicketSummary } from "./ticket-summary.ts";

const ticket: TicketSummary = {
  id: "6a1d8b62-4f1f-4d64-8e66-7c9f8e3c2b02",
  reference: "ST-7K3Q9P",
  siteId: "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01",
  systemId: null,
  type: "repair",
  status: "scheduled",
  createdAt: new Date("2026-11-30T18:00:00.000Z"),
  resolvedAt: null,
};

describe("an open ticket on the client's dashboard", () => {
  it("shows its next visit's day and window in Pacific time with the technician's first name", () => {
    renderInPage(
      <ServiceHistory
        tickets={[
          {
            ...ticket,
            nextVisit: {
              startsAt: "2026-12-02T21:30:00.000Z",
              endsAt: "2026-12-02T23:30:00.000Z",
              technicianFirstName: "Jamie",
            },
          },
        ]}
      />,
    );
    expect(screen.getByText("Visit Dec 2, 2026, 1:30 PM–3:30 PM (Jamie)")).toBeTruthy();
  });

  it("says nothing of a visit when none is scheduled", () => {
    renderInPage(<ServiceHistory tickets={[{ ...ticket, nextVisit: null }]} />);
    expect(screen.queryByText(/^Visit /)).toBeNull();
  });
});
