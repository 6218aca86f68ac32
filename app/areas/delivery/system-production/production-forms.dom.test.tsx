import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetch, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { ProductionPanel } from "./production-panel.tsx";
import { ReadingForm } from "./production-import-form.tsx";

const user = userEvent.setup();
const SYSTEM_ID = "5f0c7a51-3f0e-4c53-9d55-6b8f7d2b1a01";
afterEach(() => vi.unstubAllGlobals());

describe("a day's reading typed by the office", () => {
  it("shows the server's refusal under the field and keeps what was typed", async () => {
    const sent = answerFetch({
      status: 400,
      body: {
        message: "Invalid input",
        errors: { "readings.0.kWh": "Please enter the kWh produced that day, zero or more" },
      },
    });
    renderInPage(<ReadingForm systemId={SYSTEM_ID} />);
    await user.type(field("Day"), "2026-10-01");
    await user.type(field("Produced (kWh)"), "lots");
    await user.click(screen.getByRole("button", { name: "Save the reading" }));
    await waitFor(() =>
      expect(fieldError("Produced (kWh)")).toBe("Please enter the kWh produced that day, zero or more"),
    );
    expect(sent[0]).toEqual({
      url: `/api/service/systems/${SYSTEM_ID}/production`,
      body: { readings: [{ date: "2026-10-01", kWh: "lots" }] },
    });
    expect(field("Produced (kWh)")).toHaveProperty("value", "lots");
    expect(field("Day")).toHaveProperty("value", "2026-10-01");
  });

  it("says what an import did", async () => {
    answerFetch({ status: 200, body: { imported: 1, skipped: 0, errors: [] } });
    renderInPage(<ReadingForm systemId={SYSTEM_ID} />);
    await user.type(field("Day"), "2026-10-01");
    await user.type(field("Produced (kWh)"), "31.2");
    await user.click(screen.getByRole("button", { name: "Save the reading" }));
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Imported 1 day; 0 skipped (already recorded or without a figure).",
    );
  });
});

describe("the production panel", () => {
  it("gives the table, the estimate's source, the 12-month ratio and the days with no data", () => {
    renderInPage(
      <ProductionPanel
        view={{
          expectedSource: "calculator-snapshot",
          twelveMonths: { actualKwh: 950, expectedKwh: 1000, ratio: 0.95 },
          months: [
            { month: "2026-09", expectedKwh: 1154.2, actualKwh: 0, daysWithData: 0, daysWithoutData: 30 },
            { month: "2026-10", expectedKwh: 907.4, actualKwh: 862, daysWithData: 29, daysWithoutData: 2 },
          ],
        }}
      />,
    );
    expect(screen.getByText("The estimate the customer was shown (the lead's calculator snapshot)")).toBeTruthy();
    expect(screen.getByText(/^95% of expected/)).toBeTruthy();
    expect(screen.getByText("32")).toBeTruthy();
    const rows = screen.getAllByRole("row").map((row) => row.textContent);
    expect(rows).toContain("September 20261,154.2 kWhNo data—30");
    expect(rows).toContain("October 2026907.4 kWh862 kWh95%2");
  });
});
