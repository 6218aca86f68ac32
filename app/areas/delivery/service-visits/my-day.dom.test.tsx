import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { visitPlans } from "#app/content/visit-plans.ts";
import type { DayVisit, MyDayData } from "./my-day.server.ts";
import { MyDay } from "./my-day.tsx";

const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const VISIT_ID = "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01";
const TICKET_ID = "6a1d8b62-4f1f-4d64-8e66-7c9f8e3c2b02";

function visit(overrides: Partial<DayVisit> = {}): DayVisit {
  return {
    id: VISIT_ID,
    status: "started",
    startsAt: "2026-12-01T17:00:00.000Z",
    endsAt: "2026-12-01T19:00:00.000Z",
    startedAt: "2026-12-01T17:05:00.000Z",
    completedAt: null,
    checked: [],
    technicianName: "Jamie Rivera",
    ticket: {
      id: TICKET_ID,
      reference: "ST-7K3Q9P",
      type: "repair",
      status: "in_progress",
      description: "Inverter shows a ground fault",
      resolutionNotes: null,
      signedOffBy: null,
      signedOffAt: null,
    },
    address: "1450 Placer St, Redding, CA 96001",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=1450%20Placer%20St%2C%20Redding%2C%20CA%2096001",
    accessNotes: "Gate code 4411; the dog is friendly",
    system: null,
    history: [],
    parts: [],
    photos: [],
    checklist: visitPlans.repair.checklist,
    keys: {
      start: "00000000-0000-4000-8000-000000000001",
      part: "00000000-0000-4000-8000-000000000002",
      photo: "00000000-0000-4000-8000-000000000003",
      note: "00000000-0000-4000-8000-000000000004",
      complete: "00000000-0000-4000-8000-000000000005",
    },
    ...overrides,
  };
}

const day = (visits: DayVisit[], date = "2026-12-01"): MyDayData => ({
  date,
  today: "2026-12-01",
  previous: "2026-11-30",
  next: "2026-12-02",
  timeZone: "America/Los_Angeles",
  visits,
});

describe("the technician's day", () => {
  it("shows the visit's time, address with a map link and access notes", () => {
    renderInPage(<MyDay data={day([visit()])} />);
    const card = screen.getByRole("article", { name: "9:00 AM–11:00 AM: Repair" });
    expect(
      within(card)
        .getByRole("link", { name: /Open the address in maps/ })
        .getAttribute("href"),
    ).toBe("https://www.google.com/maps/search/?api=1&query=1450%20Placer%20St%2C%20Redding%2C%20CA%2096001");
    expect(within(card).getByText("Gate code 4411; the dog is friendly")).toBeTruthy();
  });

  it("shows the ticket's photos as images linking to the full picture, and sends a new one in the field `file`", async () => {
    const PHOTO_ID = "7b2e9c73-5a2a-4e75-9f77-8d0a9f4d3c03";
    const sent = answerFetch(() => ({ status: 201, body: { photos: [{ id: PHOTO_ID, name: "after.png" }] } }));
    renderInPage(<MyDay data={day([visit({ photos: [{ id: PHOTO_ID, name: "inverter.png" }] })])} />);
    const path = `/api/service/tickets/${TICKET_ID}/photos/${PHOTO_ID}`;
    const image = screen.getByRole("img", { name: "inverter.png" });
    expect(image.getAttribute("src")).toBe(path);
    expect(image.closest("a")?.getAttribute("href")).toBe(path);
    await user.upload(field("Photo"), new File(["png"], "after.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Send the photo" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as FormData;
    expect(body.has("file")).toBe(true);
    expect(body.has("photo")).toBe(false);
  });

  it("says plainly when a note did not reach the office, keeps it, and retries with the same key", async () => {
    let online = false;
    const sent = answerFetch(() => (online ? { status: 201, body: { id: VISIT_ID, added: true } } : "network down"));
    renderInPage(<MyDay data={day([visit()])} />);
    await user.type(field("Note"), "Dog in the back yard");
    await user.click(screen.getByRole("button", { name: "Add the note" }));
    expect(
      await screen.findByText(
        "This did not reach the office: no connection. What you entered is kept here. Press Retry when you have signal.",
      ),
    ).toBeTruthy();
    expect(field("Note")).toHaveProperty("value", "Dog in the back yard");
    online = true;
    await user.click(screen.getByRole("button", { name: "Retry: Add the note" }));
    expect(await screen.findByText("Note added to the ticket.")).toBeTruthy();
    expect(sent.map((request) => request.url)).toEqual([
      `/api/service/visits/${VISIT_ID}/notes`,
      `/api/service/visits/${VISIT_ID}/notes`,
    ]);
    expect(sent.map((request) => request.body)).toEqual([
      { idempotencyKey: "00000000-0000-4000-8000-000000000004", note: "Dog in the back yard" },
      { idempotencyKey: "00000000-0000-4000-8000-000000000004", note: "Dog in the back yard" },
    ]);
  });

  it("after a part is recorded, says so, empties the form and sends the next part under a new key", async () => {
    const sent = answerFetch({ status: 201, body: { id: "part", sku: "DEMO-PNL-400", quantity: 1 } });
    renderInPage(<MyDay data={day([visit()])} />);
    await user.type(field("SKU"), "DEMO-PNL-400");
    await user.click(screen.getByRole("button", { name: "Add the part" }));
    expect(await screen.findByText("Part recorded and taken from stock.")).toBeTruthy();
    expect(field("SKU")).toHaveProperty("value", "");
    // user-event keeps its own idea of what a field holds, which a form's reset() does not update.
    await user.clear(field("SKU"));
    await user.type(field("SKU"), "DEMO-PNL-370");
    await user.click(screen.getByRole("button", { name: "Add the part" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const [first, second] = sent.map((request) => request.body as { idempotencyKey: string; sku: string });
    expect([first!.sku, second!.sku]).toEqual(["DEMO-PNL-400", "DEMO-PNL-370"]);
    expect(first!.idempotencyKey).toBe("00000000-0000-4000-8000-000000000002");
    expect(second!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it("shows the office's refusal under the field it names", async () => {
    answerFetch({
      status: 409,
      body: { message: "Only 1 of this part in stock", errors: { quantity: "Only 1 of this part in stock" } },
    });
    renderInPage(<MyDay data={day([visit()])} />);
    await user.type(field("SKU"), "DEMO-PNL-400");
    await user.click(screen.getByRole("button", { name: "Add the part" }));
    await waitFor(() => expect(fieldError("Quantity")).toBe("Only 1 of this part in stock"));
  });

  it("a completed visit says so, with the customer's sign-off, and offers no more actions", () => {
    renderInPage(
      <MyDay
        data={day([
          visit({
            status: "completed",
            completedAt: "2026-12-01T18:40:00.000Z",
            ticket: {
              ...visit().ticket,
              status: "resolved",
              signedOffBy: "Pat Doe",
              signedOffAt: "2026-12-01T18:40:00.000Z",
            },
          }),
        ])}
      />,
    );
    expect(screen.getByText("Completed at 10:40 AM, signed off by Pat Doe.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("a scheduled visit offers to start it; a day without visits says so", () => {
    const { unmount } = renderInPage(<MyDay data={day([visit({ status: "scheduled", startedAt: null })])} />);
    expect(screen.getByRole("button", { name: "Start the visit: I am on site" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Complete and sign off" })).toBeNull();
    unmount();
    renderInPage(<MyDay data={day([])} />);
    expect(screen.getByText("No visits today.")).toBeTruthy();
  });

  it("leads to the days either side, and back to today from another day", () => {
    const { unmount } = renderInPage(<MyDay data={day([])} />);
    const nav = screen.getByRole("navigation", { name: "Day" });
    expect(screen.getByText("Today, Tuesday, December 1, 2026")).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Next day" }).getAttribute("href")).toMatch(/\?date=2026-12-02$/);
    expect(within(nav).getByRole("link", { name: "Previous day" }).getAttribute("href")).toMatch(/\?date=2026-11-30$/);
    expect(within(nav).getByRole("link", { name: "Today" }).getAttribute("aria-current")).toBe("date");
    unmount();
    renderInPage(<MyDay data={{ ...day([], "2026-12-02"), previous: "2026-12-01", next: "2026-12-03" }} />);
    expect(screen.getByText("Wednesday, December 2, 2026")).toBeTruthy();
    expect(screen.getByText("No visits on this day.")).toBeTruthy();
    const back = within(screen.getByRole("navigation", { name: "Day" })).getByRole("link", { name: "Previous day" });
    expect(back.getAttribute("href")).not.toContain("date=");
  });
});
