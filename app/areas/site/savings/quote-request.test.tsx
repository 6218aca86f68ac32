import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsultationModalProvider } from "#app/areas/sales/index.ts";
import type { CalculatorSnapshot } from "#app/areas/sales/index.ts";
import { QuoteRequest } from "./quote-request.tsx";

describe("QuoteRequest", () => {
  it("offers a site visit to confirm the estimate beside the quote request", () => {
    const html = renderToString(
      <MemoryRouter>
        <ConsultationModalProvider>
          <QuoteRequest snapshot={{} as CalculatorSnapshot} />
        </ConsultationModalProvider>
      </MemoryRouter>,
    );
    expect(html).toMatch(/href="\/resources\/book-appointment"[^>]*>Book a site visit to confirm these figures<\/a>/);
  });
});
