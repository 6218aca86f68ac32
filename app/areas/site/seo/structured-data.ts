import { company, type CompanyFacts } from "#app/content/company.ts";
import { shareImage } from "#app/content/pages.ts";
import { absoluteUrl } from "./site-url.ts";

const SCHEMA = "https://schema.org";

function postalAddress(company: CompanyFacts) {
  return { "@type": "PostalAddress", ...company.address };
}

function salesContact(company: CompanyFacts) {
  return {
    "@type": "ContactPoint",
    contactType: "sales",
    telephone: company.phone.e164,
    email: company.email,
    areaServed: "US-CA",
    availableLanguage: "English",
  };
}

/** Days sharing the same hours become one specification. */
function openingHours(company: CompanyFacts) {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const { day, opens, closes } of company.officeHours) {
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

/**
 * schema.org Organization plus its LocalBusiness (subtype Electrician: a C-10 electrical contractor that installs
 * and repairs solar) in one graph, from the company facts.
 */
export function organizationJsonLd(siteUrl: string): object {
  const organizationId = `${siteUrl}/#organization`;
  return {
    "@context": SCHEMA,
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: company.name,
        legalName: company.legalName,
        url: absoluteUrl(siteUrl, "/"),
        logo: absoluteUrl(siteUrl, shareImage.path),
        foundingDate: String(company.foundedYear),
        telephone: company.phone.e164,
        email: company.email,
        address: postalAddress(company),
        sameAs: company.social.map((link) => link.url),
        contactPoint: [salesContact(company)],
      },
      {
        "@type": "Electrician",
        "@id": `${siteUrl}/#business`,
        name: company.name,
        description: company.blurb,
        url: absoluteUrl(siteUrl, "/"),
        image: absoluteUrl(siteUrl, shareImage.path),
        telephone: company.phone.e164,
        email: company.email,
        priceRange: company.priceRange,
        address: postalAddress(company),
        geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
        openingHoursSpecification: openingHours(company),
        areaServed: company.serviceAreas.map((area) => ({ "@type": "City", name: `${area.town}, CA` })),
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: company.aggregateRating.ratingValue,
          reviewCount: company.aggregateRating.reviewCount,
          bestRating: company.aggregateRating.bestRating,
        },
        contactPoint: [salesContact(company)],
        parentOrganization: { "@id": organizationId },
      },
    ],
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPageJsonLd(faqs: readonly FaqEntry[]): object {
  return {
    "@context": SCHEMA,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
