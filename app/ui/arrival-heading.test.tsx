import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { announceArrival, ArrivalHeading } from "./arrival-heading.tsx";

describe("ArrivalHeading", () => {
  it("is a heading focusable by script only, kept clear of the fixed header when scrolled to", () => {
    const html = renderToString(<ArrivalHeading>Your appointment is booked</ArrivalHeading>);
    expect(html).toMatch(/^<h1 tabindex="-1" class="scroll-mt-32 [^"]*">Your appointment is booked<\/h1>$/);
  });

  it("takes the focus without the browser's own jump, then scrolls itself to the top of the view", () => {
    const calls: string[] = [];
    announceArrival({
      focus: (options) => calls.push(`focus ${JSON.stringify(options)}`),
      scrollIntoView: (options) => calls.push(`scroll ${JSON.stringify(options)}`),
    });
    expect(calls).toEqual(['focus {"preventScroll":true}', 'scroll {"block":"start"}']);
    expect(() => announceArrival(null)).not.toThrow();
  });
});
