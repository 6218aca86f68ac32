import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { RecordSystemForm } from "./system-forms.tsx";
import { WarrantyBadge } from "./warranty-badge.tsx";

const user = userEvent.setup();
const SITE_ID = "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01";
afterEach(() => vi.unstubAllGlobals());

describe("recording a system at intake", () => {
  it("says under each field what is missing and sends nothing", async () => {
    const sent = answerFetch({ status: 201, body: { id: "x", equipment: [] } });
    renderInPage(<RecordSystemForm siteId={SITE_ID} />);
    await user.click(screen.getByRole("button", { name: "Record system" }));
    await waitFor(() => expect(fieldError("Install date")).toBe("Please enter the install date"));
    expect(fieldError("Make")).toBe("Please enter the make");
    expect(fieldError("Model")).toBe("Please enter the model");
    expect(sent).toHaveLength(0);
  });

  it("sends an orphaned system with its equipment and opens its page; a refused serial shows under its field", async () => {
    const sent = answerFetch(() =>
      sent.length === 1
        ? {
            status: 400,
            body: { message: "Invalid input", errors: { "equipment.1.serial": "Must be at most 120 characters" } },
          }
        : { status: 201, body: { id: "9d1f6c3e-0000-4000-8000-000000000001", equipment: [] } },
    );
    renderInPage(<RecordSystemForm siteId={SITE_ID} />, { otherPages: ["/enterprise-carm/systems/:id"] });
    await user.type(field("Install date"), "2019-05-14");
    await user.type(field("Size, kW DC"), "6.4");
    await user.type(field("Make"), "SolarEdge");
    await user.type(field("Model"), "SE7600H-US");
    await user.selectOptions(field("Equipment"), "inverter");
    await user.click(screen.getByRole("button", { name: "Add an item" }));
    const makes = screen.getAllByLabelText(/^Make\*?$/);
    const models = screen.getAllByLabelText(/^Model\*?$/);
    const serials = screen.getAllByLabelText(/^Serial number$/);
    await user.type(makes[1]!, "LG");
    await user.type(models[1]!, "NeON 2 350");
    await user.type(serials[1]!, "LG-0042");
    await user.click(screen.getByRole("button", { name: "Record system" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: "/api/service/systems",
      body: {
        siteId: SITE_ID,
        kind: "solar",
        installer: "other",
        installedOn: "2019-05-14",
        kwDc: 6.4,
        equipment: [
          { category: "inverter", make: "SolarEdge", model: "SE7600H-US", quantity: 1 },
          { category: "panel", make: "LG", model: "NeON 2 350", serial: "LG-0042", quantity: 1 },
        ],
      },
    });
    await waitFor(() => expect(screen.getByText("Must be at most 120 characters")).toBeDefined());
    expect(screen.getAllByLabelText(/^Serial number$/)[1]!.getAttribute("aria-invalid")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Record system" }));
    await screen.findByRole("heading", { name: "/enterprise-carm/systems/:id" });
    // Typing two items takes seconds on a busy machine.
  }, 20_000);
});

describe("a warranty badge", () => {
  it("reads until, ends soon within 90 days, ended, or none", () => {
    renderInPage(
      <ul aria-label="Warranties">
        <li>
          <WarrantyBadge endsOn="2049-02-28" today="2026-11-28" />
        </li>
        <li>
          <WarrantyBadge endsOn="2027-01-15" today="2026-11-28" />
        </li>
        <li>
          <WarrantyBadge endsOn="2026-11-27" today="2026-11-28" />
        </li>
        <li>
          <WarrantyBadge endsOn={null} today="2026-11-28" />
        </li>
      </ul>,
    );
    const list = screen.getByRole("list", { name: "Warranties" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Until February 28, 2049", "Ends soon: January 15, 2027", "Ended November 27, 2026", "None"]);
  });
});
