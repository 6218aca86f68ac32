import { claims } from "#app/content/claims.ts";
import { companyPromises } from "#app/content/company.ts";
import { servicePageCopy, services, type Service } from "#app/content/services.ts";
import { collectCitations } from "#app/areas/site/claims/index.ts";
import { faqPageJsonLd, pageMeta } from "#app/areas/site/seo/index.ts";

/** What a service page shows, read on the server: the service, its related services and the claims it cites. */
export function loadServicePage(service: Service) {
  return {
    service,
    related: service.relatedSlugs.flatMap((slug) => {
      const other = services.find((s) => s.slug === slug);
      return other ? [{ slug: other.slug, title: other.title, summary: other.summary }] : [];
    }),
    citations: collectCitations(service.faqs, { claims, promises: companyPromises }),
    copy: {
      ...servicePageCopy,
      ctaHeading: servicePageCopy.ctaHeading(service),
      requestLabel: servicePageCopy.requestLabel(service),
    },
    meta: pageMeta({
      title: service.title,
      description: service.metaDescription,
      path: `/services/${service.slug}`,
      jsonLd: [faqPageJsonLd(service.faqs)],
    }),
  };
}

export type ServicePageData = ReturnType<typeof loadServicePage>;
