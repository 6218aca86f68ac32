import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { faultCodes } from "#app/content/inverter-fault-codes.ts";
import { TechnicalDataPage } from "./technical-data-page.tsx";
import { parseTechnicalDataQuery } from "./technical-data-params.ts";

/** The page's server HTML for a query, without React's text separators and with apostrophes as typed. */
const render = (query: string) =>
  renderToString(
    <MemoryRouter>
      <TechnicalDataPage data={parseTechnicalDataQuery(new URLSearchParams(query))} />
    </MemoryRouter>,
  )
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'");

describe("TechnicalDataPage", () => {
  it("names the equipment types in plain English in the filter", () => {
    const html = render("");
    for (const [value, label] of [
      ["all", "All equipment"],
      ["inverter", "Inverters"],
      ["battery", "Batteries"],
      ["panel", "Panels"],
    ]) {
      expect(html).toMatch(new RegExp(`<option value="${value}"[^>]*>${label}</option>`));
    }
    expect(html).not.toContain("Batterys");
  });

  it("shows each fault code's source with its date and when we last checked it, never the team's re-check notes", () => {
    const flagged = faultCodes.find((fault) => fault.source.stale)!;
    expect(flagged.make).toBe("Sol-Ark");
    const html = render(`q=${flagged.code}`).replaceAll("&quot;", '"');
    expect(html).toContain(flagged.source.title);
    expect(html).toContain(`${flagged.source.sourceDate}; last checked November 2026`);
    expect(html).not.toContain("Re-check");
    expect(html).not.toContain(flagged.source.stale!);
  });
});
