import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFetch, expectToast, renderInPage } from "#tests/support/dom.tsx";
import type { Board, BoardCard } from "./board.server.ts";
import { PipelineBoard } from "./pipeline-board.tsx";

const card = (id: string, name: string, amountCents: number): BoardCard => ({
  id,
  reference: `SR-${id}`,
  name,
  town: "Redding",
  utility: "pge",
  systemSizeKw: 8.4,
  batteryKwh: null,
  amountCents,
  daysInStage: 3,
  assignee: null,
  nextTask: null,
  waitingOn: "customer",
  fitScore: id === "a1" ? 93 : null,
  fitReasons: id === "a1" ? "PG&E customer, $240/month bill, payback 7.8 years" : null,
  engagementScore: id === "a1" ? 40 : null,
});

const statuses = ["new", "contacted", "site_visit_scheduled", "proposal_sent", "won", "lost"] as const;

/** New holds 120 leads worth $50,000 of which two are shown; the other columns are empty. */
const board: Board = {
  columns: statuses.map((status) =>
    status === "new"
      ? {
          status,
          count: 120,
          amountCents: 5_000_000,
          cards: [card("a1", "Dana Whitfield", 2_450_000), card("b2", "Ravi Shah", 1_000_000)],
        }
      : { status, count: 0, amountCents: 0, cards: [] },
  ),
};

const column = (label: string) => screen.getByRole("region", { name: label });

/**
 * happy-dom lays nothing out: the columns are given places side by side, 300 px apart, and every card its column's,
 * so dnd-kit's keyboard sensor can carry a card from one to the next.
 */
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const sections = [...document.querySelectorAll("section[aria-labelledby]")];
    const section = this.closest("section[aria-labelledby]");
    const left = Math.max(0, sections.indexOf(section!)) * 300;
    return this === section ? new DOMRect(left, 0, 280, 800) : new DOMRect(left + 10, 60, 260, 120);
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

/** Picks the lead's card up with the keyboard, presses each key in turn, then `last` (Space drops, Escape cancels). */
async function moveByKeyboard(name: string, keys: string[], last: "Space" | "Escape") {
  const handle = screen.getByRole("button", { name: `Move ${name}` });
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: "Space", key: " " });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  for (const code of [...keys, last]) {
    await act(async () => {
      fireEvent.keyDown(document, { code, key: code });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe("PipelineBoard", () => {
  it("shows a scored card's fit with its reasons and its engagement, and nothing for a card not yet scored", () => {
    renderInPage(<PipelineBoard board={board} />);
    const scored = screen.getByRole("link", { name: "Dana Whitfield" }).parentElement!.parentElement!;
    expect(scored.textContent).toContain("Fit 93: PG&E customer, $240/month bill, payback 7.8 years");
    expect(scored.textContent).toContain("Engagement 40");
    const unscored = screen.getByRole("link", { name: "Ravi Shah" }).parentElement!.parentElement!;
    expect(unscored.textContent).not.toContain("Fit");
    expect(unscored.textContent).not.toContain("Engagement");
  });

  it("shows each stage with its count and total over every lead, not only the cards shown", () => {
    renderInPage(<PipelineBoard board={board} />);
    const fresh = column("New");
    expect(within(fresh).getByText("120 leads, 2 shown · $50,000")).toBeTruthy();
    expect(within(fresh).getByRole("link", { name: "Dana Whitfield" }).getAttribute("href")).toBe(
      "/admin-crm/leads/a1",
    );
    expect(within(fresh).getByText("$24,500")).toBeTruthy();
    expect(within(column("Won")).getByText("0 leads · $0")).toBeTruthy();
  });

  it("moves a card at once and back with an error toast when the status write fails", async () => {
    const sent = answerFetch({ status: 404, body: { message: "Lead not found" } });
    renderInPage(<PipelineBoard board={board} />);
    await moveByKeyboard("Dana Whitfield", ["ArrowRight"], "Space");
    expect(sent).toEqual([{ url: "/api/admin/leads/a1/status", body: { status: "contacted", lostReason: null } }]);
    await expectToast("The lead could not be moved: Dana Whitfield", "Lead not found");
    await waitFor(() => expect(within(column("New")).getByText("120 leads, 2 shown · $50,000")).toBeTruthy());
    expect(within(column("Contacted")).queryByText("Dana Whitfield")).toBeNull();
    expect(within(column("Contacted")).getByText("0 leads · $0")).toBeTruthy();
  });

  it("leaves the card where it was when Escape cancels the move", async () => {
    const sent = answerFetch({ status: 200, body: {} });
    renderInPage(<PipelineBoard board={board} />);
    await moveByKeyboard("Ravi Shah", ["ArrowRight", "ArrowRight"], "Escape");
    expect(sent).toEqual([]);
    expect(within(column("New")).getByText("Ravi Shah")).toBeTruthy();
  });

  it("asks why before moving a card to Lost, and sends the reason with the move", async () => {
    const sent = answerFetch({ status: 200, body: {} });
    renderInPage(<PipelineBoard board={board} />);
    await moveByKeyboard("Ravi Shah", Array(5).fill("ArrowRight"), "Space");
    expect(sent).toEqual([]);
    const dialog = await screen.findByRole("dialog", { name: "Mark Ravi Shah as lost" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as lost" }));
    expect(await within(dialog).findByText("Please say why this lead was lost")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason for losing the lead"), {
      target: { value: "Went with a cheaper quote" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as lost" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: "/api/admin/leads/b2/status", body: { status: "lost", lostReason: "Went with a cheaper quote" } },
      ]),
    );
  });
});
