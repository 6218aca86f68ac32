import { z } from "#app/lib/zod.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "#app/lib/date-range.ts";
import { centsOfDollars } from "#app/lib/field-rules.ts";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import { MAX_DEAL_CENTS, ownershipValues, waitingOnValues } from "#app/areas/sales/leads/index.ts";

/**
 * A change of some of a lead's deal fields (PATCH): a field left out stays as it is, null or blank clears it. The
 * lead page's form sends every field as text, the amount in dollars; the JSON API sends the amount in cents (a
 * number; text is read as the form's dollars, as the product form's prices are).
 */

const MAX_KW = 10_000;
const blank = (value: unknown) => value === null || value === "";

/** Absent → unchanged, null or blank → cleared, else `schema`'s value. */
function clearable<T extends z.ZodType>(schema: T, preprocess: (value: unknown) => unknown = (value) => value) {
  return z
    .unknown()
    .transform((value, ctx): z.output<T> | null | undefined => {
      if (value === undefined) return undefined;
      if (blank(value)) return null;
      const parsed = schema.safeParse(preprocess(value));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "Invalid value" });
      return z.NEVER;
    })
    .optional();
}

const AMOUNT_MESSAGE = `Please enter an amount between $0 and ${formatCents(MAX_DEAL_CENTS, { wholeDollars: true })}`;
const size = (max: number, unit: string) => {
  const message = `Please enter a number of ${unit} between 0 and ${formatNumber(max)}`;
  return clearable(z.number(message).min(0, message).max(max, message), (value) =>
    typeof value === "string" && value.trim() !== "" ? Number(value) : value,
  );
};

export const dealSchema = z.object({
  /** Cents over the API; the form's dollars ("12,500.00") are turned into cents. */
  amountCents: clearable(
    z.number(AMOUNT_MESSAGE).int(AMOUNT_MESSAGE).min(0, AMOUNT_MESSAGE).max(MAX_DEAL_CENTS, AMOUNT_MESSAGE),
    (value) => (typeof value === "string" ? centsOfDollars(value) : value),
  ),
  systemSizeKw: size(MAX_KW, "kW"),
  batteryKwh: size(MAX_KW, "kWh"),
  expectedCloseOn: clearable(
    z.iso.date("Use a date like 2025-03-04").refine(isIsoDateInRange, DATE_OUT_OF_RANGE_MESSAGE),
  ),
  waitingOn: clearable(z.enum(waitingOnValues, "Please choose one of the listed options")),
  utility: clearable(z.enum(utilityIds, "Please choose one of the listed utilities")),
  ownership: clearable(z.enum(ownershipValues, "Please choose one of the listed options")),
});

export type DealChange = z.output<typeof dealSchema>;
