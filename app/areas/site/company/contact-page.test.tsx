import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loadContactPage } from "./company-data.server.ts";
import { ContactPage } from "./contact-page.tsx";

describe("ContactPage", () => {
  it("links to booking a site visit beside the phone and e-mail", () => {
    const router = createMemoryRouter([
      { path: "/", element: <ContactPage data={loadContactPage("https://example.com")} /> },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toMatch(/href="\/resources\/book-appointment"[^>]*>Book a site visit<\/a>/);
  });
});
