import { describe, expect, it } from "vitest";
import { applyCompanySettings } from "./apply-company-settings.ts";
import { defaultCompany } from "./company.ts";
import { parseCompanySettings } from "./company-settings.ts";

const apply = (env: Record<string, string>) =>
  applyCompanySettings(defaultCompany, parseCompanySettings(env), new Date("2026-11-23T12:00:00Z"));

describe("COMPANY_* settings", () => {
  it("keep the content module's facts when unset or empty", () => {
    expect(apply({})).toEqual(defaultCompany);
    expect(apply({ COMPANY_NAME: "  ", COMPANY_PHONE: "" })).toEqual(defaultCompany);
  });

  it("override the facts an operator sets", () => {
    const facts = apply({
      COMPANY_NAME: "Redding Sun Power",
      COMPANY_LEGAL_NAME: "Redding Sun Power LLC",
      COMPANY_PHONE: "(530) 246-1000",
      COMPANY_EMAIL: "hello@reddingsun.com",
      COMPANY_STREET_ADDRESS: "2600 Park Marina Dr",
      COMPANY_POSTAL_CODE: "96002",
      COMPANY_OFFICE_HOURS: "07:30-16:30",
      COMPANY_FOUNDED_YEAR: "2012",
      COMPANY_LICENCE_NUMBER: "1012345",
      COMPANY_YOUTUBE_URL: "https://www.youtube.com/@reddingsun",
      COMPANY_SERVICE_AREAS: "Redding, anderson,Red Bluff",
    });
    expect(facts.name).toBe("Redding Sun Power");
    expect(facts.legalName).toBe("Redding Sun Power LLC");
    expect(facts.phone).toEqual({ display: "(530) 246-1000", e164: "+15302461000" });
    expect(facts.email).toBe("hello@reddingsun.com");
    expect(facts.address).toEqual({
      ...defaultCompany.address,
      streetAddress: "2600 Park Marina Dr",
      postalCode: "96002",
    });
    expect(facts.officeHours).toHaveLength(5);
    expect(facts.officeHours[4]).toEqual({ day: "Friday", opens: "07:30", closes: "16:30" });
    expect(facts.fieldServiceHours).toEqual(defaultCompany.fieldServiceHours);
    expect(facts.foundedYear).toBe(2012);
    expect(facts.badges).toEqual(["Licensed & Insured", "10+ Years Experience", "Solar Excellence Since 2004"]);
    expect(facts.licence.display).toBe("C-10/C-46 #1012345");
    expect(facts.licence.number).toBe("1012345");
    expect(facts.social.map((link) => link.url)).toEqual([
      ...defaultCompany.social.slice(0, 3).map((link) => link.url),
      "https://www.youtube.com/@reddingsun",
    ]);
    expect(facts.serviceAreas.map((area) => `${area.town}: ${area.utility}`)).toEqual([
      "Redding: Redding Electric Utility",
      "Anderson: PG&E",
      "Red Bluff: PG&E",
    ]);
  });

  it("keeps the SPEC's experience badge for the default founding year", () => {
    expect(apply({ COMPANY_FOUNDED_YEAR: "1999" }).badges).toContain("25+ Years Experience");
  });

  it.each([
    ["COMPANY_PHONE", "530-555-0142", "Invalid setting COMPANY_PHONE: must read like (530) 555-0142"],
    ["COMPANY_EMAIL", "info@", "Invalid setting COMPANY_EMAIL: must be an e-mail address"],
    ["COMPANY_POSTAL_CODE", "9600", "Invalid setting COMPANY_POSTAL_CODE: must be a 5-digit ZIP code"],
    [
      "COMPANY_OFFICE_HOURS",
      "8-17",
      "Invalid setting COMPANY_OFFICE_HOURS: must read like 08:00-17:00 (Monday to Friday)",
    ],
    ["COMPANY_FOUNDED_YEAR", "2099", "Invalid setting COMPANY_FOUNDED_YEAR: must not be in the future"],
    [
      "COMPANY_LICENCE_NUMBER",
      "C10-1",
      "Invalid setting COMPANY_LICENCE_NUMBER: must be the 6- to 8-digit CSLB licence number",
    ],
    [
      "COMPANY_FACEBOOK_URL",
      "http://facebook.com/x",
      "Invalid setting COMPANY_FACEBOOK_URL: must be an https:// address",
    ],
    [
      "COMPANY_SERVICE_AREAS",
      "Redding,Sacramento",
      "Invalid setting COMPANY_SERVICE_AREAS: may list only Redding, Anderson, Shasta Lake, Palo Cedro, Cottonwood, Red Bluff, Burney, Weaverville, Millville, Bella Vista, Shingletown, Corning",
    ],
  ])("reject a bad %s in one line naming it", (name, value, message) => {
    expect(() => parseCompanySettings({ [name]: value })).toThrow(message);
  });
});
