import { benefitCards, benefitsSection, incentiveFigures } from "#app/content/benefits.ts";
import { claims } from "#app/content/claims.ts";
import { companyPromises, company } from "#app/content/company.ts";
import { closingCta, commonProblems, homeHero, homeSections, imageStrip, triageSteps } from "#app/content/home.ts";
import { homePageSeo } from "#app/content/pages.ts";
import { kpiCards, seedNotice, testimonials } from "#app/content/testimonials.ts";
import { collectCitations } from "#app/areas/site/claims/index.ts";
import { organizationJsonLd, pageMeta } from "#app/areas/site/seo/index.ts";

/** Everything the home page shows, read from the content modules on the server (kept out of the JS bundle). */
export function loadHomePage(siteUrl: string) {
  return {
    phone: company.phone,
    hero: homeHero,
    sections: homeSections,
    imageStrip,
    triageSteps,
    commonProblems,
    benefits: {
      section: benefitsSection,
      cards: benefitCards,
      figures: incentiveFigures,
      citations: collectCitations(
        [...benefitCards, ...incentiveFigures.map((figure) => ({ claimIds: [figure.claimId] }))],
        { claims, promises: companyPromises },
      ),
    },
    testimonials: { items: testimonials, seedNotice },
    kpiCards,
    closingCta,
    meta: pageMeta({
      title: homePageSeo.title,
      description: homePageSeo.description,
      keywords: homePageSeo.keywords,
      path: "/",
      jsonLd: [organizationJsonLd(siteUrl)],
    }),
  };
}

export type HomePageData = ReturnType<typeof loadHomePage>;
