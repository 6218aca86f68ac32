import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { BookPlanVisitForm } from "./book-plan-visit-form.tsx";

const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const VISIT_ID = "8c3b1e6f-2d44-4a3e-9f7a-0b1c2d3e4f50";
const TECHNICIAN_ID = "8c3f0d84-6b3b-4f86-a088-9e1b0a5e4d04";

const form = () => (
  <BookPlanVisitForm
    visitId={VISIT_ID}
    visitName="Corrosion inspection at 3 Pier Road"
    technicians={[{ id: TECHNICIAN_ID, name: "Jamie Rivera" }]}
  />
);

async function fillIn() {
  await user.click(screen.getByText("Book", { selector: "summary" }));
  await user.type(field("Date"), "2026-12-02");
  await user.type(field("Start time (Pacific)"), "13:30");
  await user.selectOptions(field("Technician"), TECHNICIAN_ID);
}

describe("booking a due plan visit from its row", () => {
  it("sends the Pacific date and time as an instant with the chosen technician", async () => {
    const sent = answerFetch({ status: 201, body: { id: VISIT_ID, state: "booked" } });
    renderInPage(form());
    await user.click(screen.getByText("Book", { selector: "summary" }));
    await user.click(screen.getByRole("button", { name: "Book the visit Corrosion inspection at 3 Pier Road" }));
    expect(fieldError("Date")).toBe("Please choose the visit's date");
    expect(sent).toHaveLength(0);
    await fillIn();
    await user.click(screen.getByRole("button", { name: /^Book the visit/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/service/plan-visits/${VISIT_ID}/book`,
      body: { startsAt: "2026-12-02T21:30:00.000Z", technicianId: TECHNICIAN_ID },
    });
  });

  it("shows the calendar's refusal under the technician it names", async () => {
    answerFetch({
      status: 409,
      body: {
        message: "This technician has another visit at that time. Please pick another time or technician.",
        errors: {
          technicianId: "This technician has another visit at that time. Please pick another time or technician.",
        },
      },
    });
    renderInPage(form());
    await fillIn();
    await user.click(screen.getByRole("button", { name: /^Book the visit/ }));
    await waitFor(() =>
      expect(fieldError("Technician")).toBe(
        "This technician has another visit at that time. Please pick another time or technician.",
      ),
    );
  });
});
