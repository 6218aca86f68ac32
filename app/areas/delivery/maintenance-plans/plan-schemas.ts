import { planTemplateIds } from "#app/content/maintenance-plans.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "#app/lib/date-range.ts";
import { optionalText, requiredLine, withoutControlCharacters } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { postalAddressSchema } from "#app/areas/commerce/index.ts";
import { scheduleVisitSchema, type ScheduleVisitInput } from "#app/areas/delivery/service-visits/index.ts";

const dayField = (required: string) => z.iso.date(required).refine(isIsoDateInRange, DATE_OUT_OF_RANGE_MESSAGE);

/** POST /api/service/plans: the office sells a plan for a site by hand, from a day it chooses. */
export const planSaleSchema = z.object({
  siteId: z.uuid("Please choose the site"),
  templateId: z.enum(planTemplateIds, "Please choose a plan"),
  startsOn: dayField("Please give the day the plan starts, like 2026-12-01"),
});
export type PlanSale = z.output<typeof planSaleSchema>;

export const MAX_CHECKLIST_ITEMS = 40;

/** POST /api/service/plan-visits/:id/done: the visit's report, the checklist as the technician completed it. */
export const planVisitReportSchema = z.object({
  doneOn: dayField("Please give the day of the visit, like 2026-12-01"),
  checklist: z
    .array(
      z.object({
        item: requiredLine("Please name the item", 200),
        checked: z.boolean("Please say whether it was checked"),
      }),
      { error: "Please give the checklist" },
    )
    .max(MAX_CHECKLIST_ITEMS, `At most ${MAX_CHECKLIST_ITEMS} items`),
  notes: withoutControlCharacters(optionalText(4000), { multiline: true }),
});
export type PlanVisitReport = z.output<typeof planVisitReportSchema>;

/** POST /api/service/plan-visits/:id/book: when and with whom, as any ticket's visit is scheduled. */
export const planVisitBookingSchema = scheduleVisitSchema;
export type PlanVisitBookingInput = ScheduleVisitInput;

export const START_NOT_OFFERED = "Please choose one of the times listed";

/** POST /api/plan-visit/:token/book and its page's form: the start the client chose of those listed. */
export const planVisitLinkBookingSchema = z.object({
  startsAt: z.string("Please choose a time").trim().min(1, "Please choose a time").max(40, START_NOT_OFFERED),
});

const CHOOSE_SITE = "Please choose one of your sites or enter the new site's address";

/**
 * POST /api/account/plan-purchases/:id/site: where a plan bought in the shop applies, one of the client's sites or
 * the address of a new one (decision 0190).
 */
export const planPurchaseSiteSchema = z
  .object({
    siteId: z.uuid(CHOOSE_SITE).optional(),
    address: postalAddressSchema.optional(),
  })
  .refine((input) => Boolean(input.siteId) !== Boolean(input.address), { message: CHOOSE_SITE, path: ["siteId"] });
export type PlanPurchaseSite = z.output<typeof planPurchaseSiteSchema>;

/** The portal form's choice for a site it does not list yet. */
export const NEW_SITE = "new";

/** The portal's form: a listed site or `NEW_SITE` with the address typed; sent as the API's one or the other. */
export const planPurchaseSiteFormSchema = z
  .object({
    siteId: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
    }),
  })
  .transform((form): z.input<typeof planPurchaseSiteSchema> =>
    form.siteId === NEW_SITE ? { address: form.address } : { siteId: form.siteId || undefined },
  )
  .pipe(planPurchaseSiteSchema);

/** What attaching a bought plan answers, and what the client is told of it. */
export interface AttachedTerm {
  visits: readonly { dueOn: string }[];
}
export const attachedMessage = (term: AttachedTerm) =>
  term.visits[0]
    ? `Your plan is attached: its first visit is due ${formatIsoDate(term.visits[0].dueOn)}`
    : "Your plan is attached";
