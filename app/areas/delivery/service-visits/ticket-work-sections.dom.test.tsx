import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import type { TicketWork } from "./ticket-work.server.ts";
import { TicketWorkSections } from "./ticket-work-sections.tsx";

const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const TICKET_ID = "6a1d8b62-4f1f-4d64-8e66-7c9f8e3c2b02";
const TECHNICIAN_ID = "8c3f0d84-6b3b-4f86-a088-9e1b0a5e4d04";
const PHOTO_ID = "7b2e9c73-5a2a-4e75-9f77-8d0a9f4d3c03";

const work: TicketWork = {
  visits: [
    {
      id: "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01",
      status: "completed",
      startsAt: "2026-12-01T17:00:00.000Z",
      endsAt: "2026-12-01T19:00:00.000Z",
      startedAt: "2026-12-01T17:05:00.000Z",
      completedAt: "2026-12-01T18:20:00.000Z",
      technicianName: "Jamie Rivera",
    },
  ],
  parts: [
    {
      id: "9d4a1e95-7c4c-4a97-b199-af2c1b6f5e05",
      sku: "IQ8M-72",
      name: "IQ8M microinverter",
      quantity: 2,
      createdAt: "2026-12-01T18:00:00.000Z",
      addedByName: "Jamie Rivera",
    },
  ],
  photos: [{ id: PHOTO_ID, name: "inverter.png" }],
};

const SCHEDULED_ID = "4e9b6c40-2e0d-4b42-8c44-5a7e6c1a0f06";
const scheduled: TicketWork["visits"][number] = {
  id: SCHEDULED_ID,
  status: "scheduled",
  startsAt: "2026-12-03T17:00:00.000Z",
  endsAt: "2026-12-03T19:00:00.000Z",
  startedAt: null,
  completedAt: null,
  technicianName: "Jamie Rivera",
};

const sections = (schedules: boolean, changes = schedules, shown = work) => (
  <TicketWorkSections
    ticketId={TICKET_ID}
    work={shown}
    schedules={schedules}
    changes={changes}
    technicians={[{ id: TECHNICIAN_ID, name: "Jamie Rivera" }]}
  />
);

describe("the staff ticket page's field work", () => {
  it("lists visits in Pacific time with time on site, the parts with who and when, and the photos", () => {
    renderInPage(sections(false));
    const visits = screen.getByRole("region", { name: "Visits" });
    expect(within(visits).getByText("Dec 1, 2026, 9:00 AM PST")).toBeTruthy();
    expect(within(visits).getByText("Jamie Rivera · Completed · 75 min on site")).toBeTruthy();
    const parts = screen.getByRole("region", { name: "Parts used" });
    expect(parts.textContent).toContain("2 × IQ8M-72 IQ8M microinverter · Jamie Rivera, Dec 1, 2026, 10:00 AM PST");
    expect(screen.getByRole("img", { name: "inverter.png" }).getAttribute("src")).toBe(
      `/api/service/tickets/${TICKET_ID}/photos/${PHOTO_ID}`,
    );
    expect(screen.queryByRole("button", { name: "Schedule the visit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add the part" })).toBeNull();
  });

  it("schedules a visit from a Pacific date and time, sending the instant with the chosen technician", async () => {
    const sent = answerFetch({ status: 201, body: { id: "visit" } });
    renderInPage(sections(true));
    await user.click(screen.getByRole("button", { name: "Schedule the visit" }));
    expect(fieldError("Date")).toBe("Please choose the visit's date");
    expect(sent).toHaveLength(0);
    await user.type(field("Date"), "2026-12-02");
    await user.type(field("Start time"), "13:30");
    await user.selectOptions(field("Technician"), TECHNICIAN_ID);
    await user.click(screen.getByRole("button", { name: "Schedule the visit" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/service/tickets/${TICKET_ID}/visits`,
      body: { startsAt: "2026-12-02T21:30:00.000Z", technicianId: TECHNICIAN_ID },
    });
  });

  it("shows the office's refusal of the time under the date, keeping what was typed", async () => {
    const refusal = "Please choose a start that is not in the past";
    answerFetch({ status: 400, body: { message: refusal, errors: { startsAt: refusal } } });
    renderInPage(sections(true));
    await user.type(field("Date"), "2026-11-02");
    await user.type(field("Start time"), "09:00");
    await user.selectOptions(field("Technician"), TECHNICIAN_ID);
    await user.click(screen.getByRole("button", { name: "Schedule the visit" }));
    await waitFor(() => expect(fieldError("Date")).toBe(refusal));
    expect(field("Date")).toHaveProperty("value", "2026-11-02");
    expect(field("Start time")).toHaveProperty("value", "09:00");
  });

  it("moves a scheduled visit to a new Pacific time, keeping its technician unless another is chosen", async () => {
    const sent = answerFetch({ status: 200, body: { id: SCHEDULED_ID } });
    renderInPage(sections(true, true, { ...work, visits: [scheduled, ...work.visits] }));
    const visit = screen.getByText("Dec 3, 2026, 9:00 AM PST").closest("li")!;
    await user.click(within(visit).getByText("Move this visit"));
    expect(within(visit).getByRole("option", { name: "Keep Jamie Rivera" })).toBeTruthy();
    await user.type(field("Date", visit), "2026-12-04");
    await user.type(field("Start time", visit), "08:00");
    await user.click(within(visit).getByRole("button", { name: "Move the visit" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/service/visits/${SCHEDULED_ID}/reschedule`,
      body: { startsAt: "2026-12-04T16:00:00.000Z" },
    });
  });

  it("lets a technician who changes the ticket add a part, but not schedule", async () => {
    const sent = answerFetch({ status: 201, body: { id: "part", sku: "IQ8M-72", quantity: 1 } });
    renderInPage(sections(false, true));
    expect(screen.queryByRole("button", { name: "Schedule the visit" })).toBeNull();
    await user.type(field("SKU"), "IQ8M-72");
    await user.click(screen.getByRole("button", { name: "Add the part" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`/api/service/tickets/${TICKET_ID}/parts`);
    expect(sent[0]!.body).toMatchObject({ sku: "IQ8M-72", quantity: 1 });
  });
});
