import { aboutIntro, aboutSections, aboutTimeline, companyValues, licenceStatement } from "#app/content/about.ts";
import { company } from "#app/content/company.ts";
import { aboutPage, contactPage, teamPage } from "#app/content/pages.ts";
import { teamMembers, teamSeedNotice } from "#app/content/team.ts";
import { organizationJsonLd, pageMeta } from "#app/areas/site/seo/index.ts";
import { hoursLines } from "./hours.ts";

export function loadAboutPage() {
  return {
    page: aboutPage,
    intro: aboutIntro,
    sections: aboutSections,
    timeline: aboutTimeline,
    values: companyValues,
    licenceStatement,
    licenceLookupUrl: company.licence.lookupUrl,
    meta: pageMeta({ title: aboutPage.title, description: aboutPage.description, path: "/about" }),
  };
}

export function loadTeamPage() {
  return {
    page: teamPage,
    seedNotice: teamSeedNotice,
    members: teamMembers,
    meta: pageMeta({ title: teamPage.title, description: teamPage.description, path: "/team" }),
  };
}

export function loadContactPage(siteUrl: string) {
  return {
    page: contactPage,
    company: {
      legalName: company.legalName,
      phone: company.phone,
      email: company.email,
      address: company.address,
      emergencyLabel: company.emergencyService.label,
      serviceAreas: company.serviceAreas,
    },
    officeHours: hoursLines(company.officeHours),
    fieldHours: hoursLines(company.fieldServiceHours),
    meta: pageMeta({
      title: contactPage.title,
      description: contactPage.description,
      path: "/contact",
      jsonLd: [organizationJsonLd(siteUrl)],
    }),
  };
}

export type AboutPageData = ReturnType<typeof loadAboutPage>;
export type TeamPageData = ReturnType<typeof loadTeamPage>;
export type ContactPageData = ReturnType<typeof loadContactPage>;
