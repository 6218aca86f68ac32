import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe over the page as it is now; the failure lists each rule with the elements that break it. */
export async function expectNoAxeViolations(page: Page, label = "axe"): Promise<void> {
  // Details of the violations only: axe then skips collecting every passing node, which is most of its time.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}
