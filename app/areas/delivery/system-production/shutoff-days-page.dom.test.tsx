import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { ShutoffDaysPage } from "./shutoff-days-page.tsx";

const user = userEvent.setup();
afterEach(() => vi.unstubAllGlobals());

const days = [
  { id: "6a1f0e4c-1111-4c53-9d55-6b8f7d2b1a01", day: "2026-10-19", city: "Redding", note: "PG&E PSPS event 10/18" },
  { id: "6a1f0e4c-2222-4c53-9d55-6b8f7d2b1a02", day: "2026-10-18", city: "Palo Cedro", note: "PG&E PSPS event 10/18" },
];

describe("the shutoff days page", () => {
  it("lists each day with its town and event, and a way to remove it, for the office", () => {
    renderInPage(<ShutoffDaysPage days={days} />, { permissions: ["read:site:any", "write:site:any"] });
    const rows = screen.getAllByRole("row").map((row) => row.textContent);
    expect(rows).toContain("October 19, 2026ReddingPG&E PSPS event 10/18Remove");
    expect(rows).toContain("October 18, 2026Palo CedroPG&E PSPS event 10/18Remove");
    expect(screen.getByRole("button", { name: "Remove the shutoff day October 19, 2026 in Redding" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Record a shutoff day" })).toBeTruthy();
  });

  it("shows the days without forms to whoever only reads sites", () => {
    renderInPage(<ShutoffDaysPage days={days} />, { permissions: ["read:site:any"] });
    expect(screen.getAllByRole("row").map((row) => row.textContent)).toContain(
      "October 19, 2026ReddingPG&E PSPS event 10/18",
    );
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Record a shutoff day" })).toBeNull();
  });

  it("says so when none is recorded", () => {
    renderInPage(<ShutoffDaysPage days={[]} />, { permissions: ["read:site:any"] });
    expect(screen.getByText("No shutoff days recorded.")).toBeTruthy();
  });

  it("refuses a day without its town under the field, keeping what was typed", async () => {
    renderInPage(<ShutoffDaysPage days={[]} />, { permissions: ["read:site:any", "write:site:any"] });
    await user.type(field("Day"), "2026-10-20");
    await user.type(field("What was shut off"), "PG&E PSPS");
    await user.click(screen.getByRole("button", { name: "Record the shutoff day" }));
    await waitFor(() => expect(fieldError("Town")).toBe("Please enter the town, as on its sites' addresses"));
    expect(field("What was shut off")).toHaveProperty("value", "PG&E PSPS");
  });
});
