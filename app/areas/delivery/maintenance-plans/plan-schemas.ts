import { planTemplateIds } from "#app/content/maintenance-plans.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "#app/lib/date-range.ts";
import { optionalText, requiredLine, withoutControlCharacters } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
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
