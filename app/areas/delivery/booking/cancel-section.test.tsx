import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CancelSection } from "./cancel-section.tsx";
import type { ManageActionResult } from "./manage-view.ts";

const render = (result?: ManageActionResult) => {
  const router = createMemoryRouter([{ path: "/", element: <CancelSection submitting={false} result={result} /> }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
};

describe("CancelSection", () => {
  it("asks first: the button only opens the question; the form posts the cancel with an optional reason", () => {
    const html = render();
    expect(html).toMatch(/<details class="[^"]*"><summary[^>]*>Cancel appointment<\/summary>/);
    expect(html).toMatch(/<form aria-labelledby="cancel-question"[^>]*method="post">/);
    expect(html).toContain("Cancel this appointment?");
    expect(html).toContain('<input type="hidden" name="intent" value="cancel"/>');
    expect(html).toMatch(/<textarea name="reason" rows="3" maxLength="500"/);
    expect(html).toContain("Reason (optional)");
    expect(html).toMatch(/<button type="submit"[^>]*>Yes, cancel appointment<\/button>/);
  });

  it("opens with the reason's message under it when the reason was refused", () => {
    const html = render({ message: "Invalid input", errors: { reason: "Must be at most 500 characters" } });
    expect(html).toMatch(/<details open="" /);
    expect(html).toContain("Must be at most 500 characters");
  });
});
