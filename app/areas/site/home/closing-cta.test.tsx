import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { closingCta } from "#app/content/home.ts";
import { ConsultationModalProvider } from "#app/areas/sales/index.ts";
import { ClosingCta } from "./closing-cta.tsx";

describe("ClosingCta", () => {
  it("offers booking a site visit and both calculators beside the quote and the call", () => {
    const html = renderToString(
      <MemoryRouter>
        <ConsultationModalProvider>
          <ClosingCta copy={closingCta} phone={company.phone} />
        </ConsultationModalProvider>
      </MemoryRouter>,
    );
    expect(html).toMatch(/href="\/resources\/book-appointment"[^>]*>Book a site visit<\/a>/);
    expect(html).toMatch(/href="\/resources\/roi-calculator"[^>]*>Solar ROI calculator<\/a>/);
    expect(html).toMatch(/href="\/resources\/savings-calculator"[^>]*>Utility savings calculator<\/a>/);
  });
});
