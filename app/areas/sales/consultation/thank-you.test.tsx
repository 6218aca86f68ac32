import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ThankYou } from "./thank-you.tsx";

describe("ThankYou", () => {
  it("offers booking a site visit after the reference, also outside the modal (the request page)", () => {
    const html = renderToString(
      <MemoryRouter>
        <ThankYou reference="SR-1234" onSubmitAnother={() => undefined} />
      </MemoryRouter>,
    );
    expect(html).toContain("SR-1234");
    expect(html).toMatch(/href="\/resources\/book-appointment"[^>]*>Book a site visit<\/a>/);
  });
});
