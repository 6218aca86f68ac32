import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Thread, type ThreadEntry } from "./thread.tsx";

const input = {
  intent: "note",
  schema: z.object({ body: z.string().trim().min(1, "Please write a note") }),
  label: "Add a note",
  hint: "Plain text",
  submitLabel: "Add note",
  maxLength: 5000,
};

const entries: ThreadEntry[] = [
  { id: "2", author: "Bo Chen", at: new Date("2026-03-05T18:30:00Z"), body: "Called back.\nLeft a voicemail." },
  { id: "1", author: "Ana Ruiz", at: new Date("2026-03-04T17:00:00Z"), body: "<b>Roof</b> faces south" },
];

/** The thread on a page whose action answers as a failed post does: a message under the field. */
function renderThread(shown: readonly ThreadEntry[]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <Thread label="Notes" entries={shown} empty="No notes yet." input={input} order="newest first" />
      ),
      action: () => ({
        intent: "note",
        ok: false,
        message: "Please correct the fields",
        errors: { body: "Notes are closed on a lost lead" },
      }),
    },
  ]);
  return render(<Stub />);
}

describe("Thread", () => {
  it("shows each entry as an article in the order given, with its author, office time and text as typed", () => {
    renderThread(entries);
    const items = within(screen.getByRole("list", { name: "Notes" })).getAllByRole("article");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "Bo Chen, Mar 5, 2026, 10:30 AM PST",
      "Ana Ruiz, Mar 4, 2026, 9:00 AM PST",
    ]);
    expect(items[0]!.querySelector("p")!.textContent).toBe("Called back.\nLeft a voicemail.");
    expect(items[1]!.textContent).toContain("<b>Roof</b> faces south");
    expect(items[1]!.querySelector("b")).toBeNull();
  });

  it("shows what the reader may do with an entry inside that entry", () => {
    renderThread([{ ...entries[0]!, actions: <button type="button">Delete</button> }, entries[1]!]);
    const [first, second] = within(screen.getByRole("list", { name: "Notes" })).getAllByRole("article");
    expect(within(first!).getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(within(second!).queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("says so when there is no entry yet, and still offers the input", () => {
    renderThread([]);
    expect(screen.getByText("No notes yet.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Notes" })).toBeNull();
    expect(screen.getByLabelText(/Add a note/)).toBeTruthy();
  });

  it("shows a failed post's message under the field and keeps what was typed", async () => {
    renderThread(entries);
    const field = screen.getByLabelText(/Add a note/);
    await userEvent.type(field, "Site visit on Friday");
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Notes are closed on a lost lead")).toBeTruthy();
    expect(field).toHaveProperty("value", "Site visit on Friday");
  });
});
