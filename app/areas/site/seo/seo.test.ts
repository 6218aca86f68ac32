import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta.ts";
import { seo } from "./seo.ts";
import { faqPageJsonLd, organizationJsonLd } from "./structured-data.ts";

const matches = [{ id: "root", loaderData: { siteUrl: "https://solar.example" } }, { id: "about" }];

describe("seo", () => {
  const meta = seo(
    matches,
    pageMeta({ title: "About Us", description: "Who we are.", path: "/about", jsonLd: [{ a: 1 }] }),
  );

  it("gives the title, description and canonical URL on SITE_URL", () => {
    expect(meta).toContainEqual({ title: "About Us | Shasta Sun Solar" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://solar.example/about" });
  });

  it("gives Open Graph and Twitter tags with the 1200x630 share image", () => {
    expect(meta).toContainEqual({ property: "og:url", content: "https://solar.example/about" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://solar.example/og-image.png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ "script:ld+json": { a: 1 } });
  });

  it("refuses to guess the site address", () => {
    expect(() => seo([{ id: "root", loaderData: {} }], pageMeta({ title: "t", description: "d", path: "/" }))).toThrow(
      /siteUrl/,
    );
  });

  it("gives nothing on error pages, which have no loader data", () => {
    expect(seo(matches, undefined)).toEqual([]);
  });
});

describe("structured data", () => {
  it("describes the organisation and the local business from the company facts", () => {
    const graph = (organizationJsonLd("https://solar.example") as { "@graph": Record<string, unknown>[] })["@graph"];
    const [organization, business] = graph;
    expect(organization).toMatchObject({ "@type": "Organization", name: "Shasta Sun Solar", foundingDate: "1999" });
    expect(business).toMatchObject({
      "@type": "Electrician",
      priceRange: "$$",
      address: { "@type": "PostalAddress", addressLocality: "Redding", postalCode: "96001", addressRegion: "CA" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "17:00",
        },
      ],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 127 },
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "sales",
          telephone: "+15305550142",
          email: "info@shastasunsolar.example",
        },
      ],
    });
  });

  it("turns FAQs into a FAQPage", () => {
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});
