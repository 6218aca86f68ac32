import {
  centsOfDollars,
  maxLength,
  optionalChoice,
  optionalDate,
  optionalLine,
  requiredDate,
  requiredLine,
} from "#app/lib/field-rules.ts";
import { formatCents } from "#app/lib/format.ts";
import { z } from "#app/lib/zod.ts";
import { claimStates } from "./claim-states.ts";

/**
 * A warranty claim's inputs, shared by the JSON API and the ticket page's form (issue 28 §3). An amount is cents
 * over the API (a number) and dollars in the form (text, "1,250.00"), as the product and deal forms send them.
 */

export const MAX_CLAIM_ITEMS = 20;
/** $100,000: far above any labour reimbursement, low enough to catch a slipped digit. */
export const MAX_CLAIM_CENTS = 10_000_000;
const AMOUNT_MESSAGE = `Please enter an amount between $0 and ${formatCents(MAX_CLAIM_CENTS, { wholeDollars: true })}`;

/** Blank or absent: not given. A number is cents; text is the form's dollars. */
const amountCents = z
  .preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? centsOfDollars(value) : value),
    z.number(AMOUNT_MESSAGE).int(AMOUNT_MESSAGE).min(0, AMOUNT_MESSAGE).max(MAX_CLAIM_CENTS, AMOUNT_MESSAGE).optional(),
  )
  .optional();

/** One replaced item: which item of the ticket's site it was, and the serial of the one put in its place. */
const replacedItemSchema = z.object({
  equipmentItemId: z.uuid("Please choose the equipment that was replaced"),
  newSerial: requiredLine("Please enter the new serial number", maxLength.shortText),
});

/** POST /api/service/tickets/:id/claims. */
export const claimSchema = z.object({
  manufacturer: requiredLine("Please enter the manufacturer", maxLength.shortText),
  rmaNumber: optionalLine(maxLength.shortText),
  replacedOn: requiredDate("Please enter the replacement date"),
  amountCents,
  items: z
    .array(replacedItemSchema, { error: "Please list the equipment replaced" })
    .min(1, "Please list the equipment replaced")
    .max(MAX_CLAIM_ITEMS, `At most ${MAX_CLAIM_ITEMS} items`),
});
export type ClaimInput = z.output<typeof claimSchema>;

/**
 * POST /api/service/claims/:id: a new state (on `stateOn`, the office's today if blank), the amount, the RMA number;
 * what is left blank stays as it is.
 */
export const claimUpdateSchema = z.object({
  state: optionalChoice(claimStates),
  stateOn: optionalDate,
  amountCents,
  rmaNumber: optionalLine(maxLength.shortText),
});
export type ClaimUpdate = z.output<typeof claimUpdateSchema>;
