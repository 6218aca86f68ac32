import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { calculateRoi } from "#app/areas/energy/index.ts";
import { defaultRoiInputs } from "#app/areas/energy/savings-model/test-inputs.ts";
import { OwnershipTable } from "./roi-tables.tsx";

/** The cash, loan and lease cells of the table's row headed `heading`, as the visitor reads them. */
function rowCells(html: string, heading: string): string[] {
  const row = new RegExp(`<th scope="row"[^>]*>${heading}</th>(.*?)</tr>`).exec(html)?.[1] ?? "";
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!);
}

describe("OwnershipTable", () => {
  it("says in words when an option never pays back, costs nothing up front or earns no return", () => {
    const shaded = calculateRoi(
      defaultRoiInputs("pge", { roof: { orientation: "s", tilt: "low", shadingLoss: 1 }, systemKw: 6 }),
    );
    const html = renderToString(<OwnershipTable result={shaded} />);
    expect(rowCells(html, "Payback")).toEqual([
      "Does not pay back within 25 years",
      "No upfront cost",
      "No upfront cost",
    ]);
    expect(rowCells(html, "Internal rate of return")).toEqual(["None", "None", "None"]);
  });

  it("gives cash a payback in years and a return in percent when it pays back", () => {
    // The worked example of docs/savings-model.md §6: payback 13.16 years, IRR 7.17%.
    const html = renderToString(<OwnershipTable result={calculateRoi(defaultRoiInputs("reu", { systemKw: 4 }))} />);
    expect(rowCells(html, "Payback")).toEqual(["13.2 years", "No upfront cost", "No upfront cost"]);
    expect(rowCells(html, "Internal rate of return")).toEqual(["7.2%", "None", "None"]);
  });
});
