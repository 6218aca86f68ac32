import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { field, fieldError } from "#tests/support/dom.tsx";
import { TicketSlaBadge } from "./ticket-sla-badge.tsx";
import { TicketStatusForm } from "./ticket-forms.tsx";
import type { TicketStatus } from "./ticket-statuses.ts";

/** The status form on a page whose action refuses the move as the server does, a 409 naming the status. */
function renderStatusForm(status: TicketStatus) {
  const posted: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <TicketStatusForm status={status} />,
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return {
          intent: "ticket-status",
          ok: false,
          message: "A ticket that is closed cannot become resolved",
          errors: { status: "A closed ticket cannot move to this status" },
        };
      },
    },
  ]);
  render(<Stub />);
  return posted;
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the ticket's status form", () => {
  it("offers a closed ticket only the open statuses it may be reopened into", () => {
    renderStatusForm("closed");
    expect(optionsOf(field("New status"))).toEqual([
      "New",
      "Scheduled",
      "In progress",
      "Waiting on customer",
      "Waiting on parts",
    ]);
  });

  it("offers an open ticket every other status, its own not among them", () => {
    renderStatusForm("scheduled");
    expect(optionsOf(field("New status"))).toEqual([
      "New",
      "In progress",
      "Waiting on customer",
      "Waiting on parts",
      "Resolved",
      "Closed",
    ]);
  });

  it("posts the status with its note and shows the server's refusal under the field, keeping the note", async () => {
    const posted = renderStatusForm("closed");
    await userEvent.selectOptions(field("New status"), "Waiting on parts");
    await userEvent.type(field("Note"), "Inverter board on order");
    await userEvent.click(screen.getByRole("button", { name: "Change status" }));

    expect(await screen.findByText("A closed ticket cannot move to this status")).toBeTruthy();
    expect(fieldError("New status")).toBe("A closed ticket cannot move to this status");
    expect(posted).toEqual([{ intent: "ticket-status", status: "waiting_parts", note: "Inverter board on order" }]);
    expect(field("Note")).toHaveProperty("value", "Inverter board on order");
  });
});

describe("the SLA badge", () => {
  it("says the state in words, and that a waiting ticket's clock is paused", () => {
    const { rerender } = render(<TicketSlaBadge badge="onTime" />);
    expect(screen.getByText("On time")).toBeTruthy();
    rerender(<TicketSlaBadge badge="dueSoon" paused />);
    expect(screen.getByText("Due soon · paused")).toBeTruthy();
    rerender(<TicketSlaBadge badge="breached" />);
    expect(screen.getByText("Breached").className).toContain("bg-red-100");
  });
});
