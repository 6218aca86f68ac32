import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

type WithAxe = { axe?: typeof axe };

/**
 * Runs axe over the page as it is now (or over `include`, a selector, and the page-level rules); the failure lists
 * each rule with the elements that break it and why.
 *
 * axe-core runs in the page itself, injected once per document (decision 0119): @axe-core/playwright's builder
 * injects its 0.5 MB script on every scan and opens a blank page to merge the results of cross-origin frames, which
 * the site has none of; that took three quarters of each scan's time on 2 busy cores.
 */
export async function expectNoAxeViolations(page: Page, label = "axe", include?: string): Promise<void> {
  // A colour still moving from one theme to the other would be judged half-way: end the transitions first (at once,
  // since a test's paused clock would hold them).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
  // page.evaluate runs outside the page's CSP, so the script needs no nonce and reports no violation.
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (selector) => {
    // Details of the violations only: axe then skips collecting every passing node, which is most of its time.
    const results = await (window as WithAxe).axe!.run(selector ? { include: [selector] } : document, {
      resultTypes: ["violations"],
    });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary})`).join("; ")}`,
    );
  }, include);
  expect(violations, label).toEqual([]);
}
