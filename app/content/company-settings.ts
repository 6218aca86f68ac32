import { settingError } from "#app/lib/setting-error.ts";
import { z } from "#app/lib/zod.ts";
import { serviceAreaTowns } from "./service-area-towns.ts";

/** An unset or empty variable keeps the content module's value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() || undefined : value), schema.optional());

const clock = /([01]\d|2[0-3]):[0-5]\d/.source;
const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

/**
 * The company facts an operator may set per deployment (issue 2 §4), read when the site is built: the public pages
 * are prerendered with them (docs/decisions/0015). Everything else about the company is edited in company.ts.
 */
export const companySettingsSchema = z.object({
  COMPANY_NAME: optional(z.string().max(80)),
  COMPANY_LEGAL_NAME: optional(z.string().max(120)),
  COMPANY_PHONE: optional(z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, "must read like (530) 555-0142")),
  COMPANY_EMAIL: optional(z.email("must be an e-mail address")),
  COMPANY_STREET_ADDRESS: optional(z.string().max(120)),
  COMPANY_POSTAL_CODE: optional(z.string().regex(/^\d{5}$/, "must be a 5-digit ZIP code")),
  COMPANY_OFFICE_HOURS: optional(
    z.string().regex(new RegExp(`^${clock}-${clock}$`), "must read like 08:00-17:00 (Monday to Friday)"),
  ),
  COMPANY_FOUNDED_YEAR: optional(
    z.coerce
      .number()
      .int()
      .min(1900, "must be a year from 1900 on")
      .max(new Date().getFullYear(), "must not be in the future"),
  ),
  COMPANY_LICENCE_NUMBER: optional(z.string().regex(/^\d{6,8}$/, "must be the 6- to 8-digit CSLB licence number")),
  COMPANY_FACEBOOK_URL: optional(httpsUrl),
  COMPANY_INSTAGRAM_URL: optional(httpsUrl),
  COMPANY_LINKEDIN_URL: optional(httpsUrl),
  COMPANY_YOUTUBE_URL: optional(httpsUrl),
  COMPANY_SERVICE_AREAS: optional(
    z
      .string()
      .transform((list) => list.split(",").map((town) => town.trim()))
      .pipe(
        z.array(
          z
            .string()
            .min(1, "must list towns separated by commas")
            .refine((town) => serviceAreaTowns.some((known) => known.toLowerCase() === town.toLowerCase()), {
              error: `may list only ${serviceAreaTowns.join(", ")}`,
            }),
        ),
      ),
  ),
});

export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** Reads the COMPANY_* variables; the error names the first bad one in one line. */
export function parseCompanySettings(env: Record<string, string | undefined>): CompanySettings {
  const result = companySettingsSchema.safeParse(env);
  if (result.success) return result.data;
  throw settingError(result.error);
}
