import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { services } from "#app/content/services.ts";
import { ConsultationModalProvider } from "#app/areas/sales/index.ts";
import { loadServicePage } from "./service-data.server.ts";
import { ServicePage } from "./service-page.tsx";

describe("ServicePage", () => {
  it("links every service to booking a site visit and to both calculators", () => {
    for (const service of services) {
      const html = renderToString(
        <MemoryRouter>
          <ConsultationModalProvider>
            <ServicePage data={loadServicePage(service)} />
          </ConsultationModalProvider>
        </MemoryRouter>,
      );
      expect(html, service.slug).toMatch(/<a [^>]*href="\/resources\/book-appointment"[^>]*>Book a site visit<\/a>/);
      expect(html, service.slug).toMatch(/href="\/resources\/roi-calculator"[^>]*>Solar ROI calculator<\/a>/);
      expect(html, service.slug).toMatch(/href="\/resources\/savings-calculator"[^>]*>Utility savings calculator<\/a>/);
    }
  });
});
