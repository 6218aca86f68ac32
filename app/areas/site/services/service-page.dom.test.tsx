import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { services } from "#app/content/services.ts";
import { loadServicePage } from "./service-data.server.ts";
import { ServicePage } from "./service-page.tsx";

const user = userEvent.setup();

describe("a service page", () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    "/services/%s: audience, inclusions, process, FAQ and the prefilled request link",
    async (_slug, service) => {
      renderInPage(<ServicePage data={loadServicePage(service)} />);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(service.heroHeading);
      screen.getByRole("heading", { name: "Who it is for" });
      screen.getByText(service.audience[0]!);
      screen.getByText(service.included[0]!);
      for (const step of service.process) screen.getByRole("heading", { name: step.title });
      screen.getByText(service.timeline);

      const faq = service.faqs[0]!;
      const details = screen.getByText(faq.answer).closest("details")!;
      expect(details.open).toBe(false);
      await user.click(screen.getByText(faq.question));
      expect(details.open).toBe(true);

      const request = screen.getAllByRole("link", { name: `Request ${service.title} service` })[0]!;
      expect(request.getAttribute("href")).toBe(`/request-service?service=${service.slug}`);
      const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
      for (const slug of service.relatedSlugs) expect(hrefs).toContain(`/services/${slug}`);
    },
  );
});
