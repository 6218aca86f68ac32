import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueryForm } from "#app/ui/query-fields.tsx";
import { parseRoiQuery, roiParams } from "#app/areas/energy/index.ts";
import { UtilityFields } from "./utility-fields.tsx";

/** The utility fields' server HTML for a query, as a form sent without JavaScript gets it back. */
function render(query: string): string {
  const parsed = parseRoiQuery(new URLSearchParams(query));
  return renderToString(
    <QueryForm query={parsed} params={roiParams}>
      <UtilityFields query={parsed} />
    </QueryForm>,
  )
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}

const enterRates = "We hold no rates for this utility: enter the price per kWh and the export credit your bill shows.";

describe("UtilityFields", () => {
  it("asks Trinity PUD customers, like those of another utility, for the rates on their bill", () => {
    for (const utility of ["trinity", "other"]) {
      const html = render(`utility=${utility}`);
      expect(html, utility).toContain('name="importPrice"');
      expect(html, utility).toContain('name="exportCredit"');
      expect(html, utility).toContain(enterRates);
    }
    expect(render("utility=reu")).not.toContain('name="importPrice"');
  });

  it("says the ZIP code's utility is a suggestion, and which utility the results are for when they differ", () => {
    const suggested = render("place=96007");
    expect(suggested).toContain("96007 is most likely served by PG&E. This is a suggestion");
    expect(suggested).not.toContain("These results are for");
    // Without JavaScript the select is sent as it stands (REU, the default): the server keeps it and says so.
    expect(render("place=96007&utility=reu")).toContain(
      "These results are for Redding Electric Utility (REU): if PG&E is on your bill, choose it as your utility and press Calculate.",
    );
  });
});
