import { z } from "#app/lib/zod.ts";
import { centsOfDollars, optionalNumber, optionalText } from "#app/lib/field-rules.ts";
import { MAX_COUNT, productInputSchema } from "#app/areas/commerce/shop/index.ts";
import { signProblem, staffAdjustmentReasons, type StaffAdjustmentReason } from "./adjustment-reasons.ts";

/** The new-product page's form intent. */
export const CREATE_PRODUCT_INTENT = "product-create";

const INTEGER = /^-?\d{1,9}$/;

const typed = (value: string): string | number | boolean => {
  if (value === "true" || value === "false") return value === "true";
  const text = value.trim();
  return text !== "" && Number.isFinite(Number(text)) ? Number(text) : value;
};

/**
 * A product as the back office's form posts it (text fields, prices in dollars, specs as `specs.<key>`), turned
 * into productInputSchema's shape; a JSON body already in that shape passes through unchanged.
 */
function fromForm(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const fields = input as Record<string, unknown>;
  if (typeof fields.specs === "object") return input;
  const specs: Record<string, unknown> = {};
  const product: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== "string") continue;
    if (key.startsWith("specs.")) specs[key.slice(6)] = typed(value);
    else if (key === "priceCents" || key === "compareAtPriceCents")
      product[key] = value.trim() === "" ? null : centsOfDollars(value);
    else if (key === "stock" || key === "reorderThreshold" || key === "weightGrams")
      product[key] = INTEGER.test(value.trim()) ? Number(value) : value;
    else if (key === "active") product[key] = value === "true";
    else if (key === "imagePath") product[key] = value.trim() === "" ? null : value;
    else product[key] = value;
  }
  return { ...product, specs };
}

/** Product create and edit, from the back office's form or a JSON body; the shop's product rules. */
export const productFormSchema = z.preprocess(fromForm, productInputSchema);

const CHANGE_MESSAGE = "Please enter a whole number, e.g. 12 or -3";
const CHANGE_RANGE_MESSAGE = "Please enter a whole number between -1,000,000 and 1,000,000";

/** A stock adjustment: why, by how many (negative takes off) or, for a count correction, the quantity counted. */
export const stockAdjustmentSchema = z
  .object({
    reason: z.enum(staffAdjustmentReasons, "Please choose a reason"),
    quantityChange: z.preprocess(
      blankIsMissing,
      z.coerce
        .number(CHANGE_MESSAGE)
        .int(CHANGE_MESSAGE)
        .min(-1_000_000, CHANGE_RANGE_MESSAGE)
        .max(1_000_000, CHANGE_RANGE_MESSAGE)
        .refine((value) => value !== 0, "Please enter a change other than 0")
        .optional(),
    ),
    countedQuantity: z.preprocess(blankIsMissing, optionalNumber({ max: MAX_COUNT, integer: true })),
    note: optionalText(500),
  })
  .transform((input, ctx): StockAdjustment => {
    const { reason, note } = input;
    if (reason === "count_correction") {
      if (input.countedQuantity !== undefined) return { reason, countedQuantity: input.countedQuantity, note };
      ctx.addIssue({
        code: "custom",
        path: ["countedQuantity"],
        message: "Please enter the quantity counted, e.g. 40",
      });
      return z.NEVER;
    }
    const { quantityChange } = input;
    if (quantityChange === undefined) {
      ctx.addIssue({ code: "custom", path: ["quantityChange"], message: "Please enter a change other than 0" });
      return z.NEVER;
    }
    const problem = signProblem(reason, quantityChange);
    if (problem === undefined) return { reason, quantityChange, note };
    ctx.addIssue({ code: "custom", path: ["quantityChange"], message: problem });
    return z.NEVER;
  });

export type StockAdjustment =
  | { reason: "count_correction"; countedQuantity: number; note?: string }
  | { reason: Exclude<StaffAdjustmentReason, "count_correction">; quantityChange: number; note?: string };

function blankIsMissing(value: unknown): unknown {
  return value === "" || value === null ? undefined : value;
}
