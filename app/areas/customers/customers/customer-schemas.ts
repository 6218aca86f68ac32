import { z } from "#app/lib/zod.ts";
import { requiredLine } from "#app/lib/field-rules.ts";
import { propertyTypes } from "#app/content/property-types.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { tagsSchema } from "./customer-tags.ts";

/** The 404 of a customer who is missing, merged away or outside the reader's reach, on every door. */
export const CUSTOMER_NOT_FOUND = "Customer not found";

const CHOICE_MESSAGE = "Please choose one of the listed options";

/** A field of a change: left out, it stays; blank or null, it is cleared; else the new value. */
const clearable = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .union([z.literal(""), z.null(), schema])
    .optional()
    .transform((value) => (value === "" ? null : value));

/** Tags as the API sends them (a list) or the page's one text field does (separated by commas). */
const tagsField = z
  .union([z.array(z.string()), z.string()], { error: "Send the tags as a list of texts" })
  .transform((tags) => (typeof tags === "string" ? tags.split(",").filter((tag) => tag.trim() !== "") : tags))
  .pipe(tagsSchema)
  .optional();

/** PATCH /api/crm/customers/:id and the customer page's form: what staff keep about the person. */
export const customerChangeSchema = z.object({
  ownerId: clearable(z.uuid("Please choose a staff member")),
  town: clearable(requiredLine("Please enter the town", 100)),
  utility: clearable(z.enum(utilityIds, CHOICE_MESSAGE)),
  propertyType: clearable(z.enum(propertyTypes, CHOICE_MESSAGE)),
  tags: tagsField,
});
export type CustomerChange = z.output<typeof customerChangeSchema>;

export const REFERRER_MESSAGE = "Please choose the customer who referred this one";
export const SELF_REFERRAL = "A customer cannot refer themselves";

/** POST /api/crm/customers/:id/referrer and the customer page's form: who referred the customer, blank for nobody. */
export const customerReferrerSchema = z
  .object({ referredById: clearable(z.uuid(REFERRER_MESSAGE)) })
  .transform(({ referredById }) => ({ referredById: referredById ?? null }));

/** POST /api/crm/customers/merge and the duplicates page's form: the customer that stays and the one merged into it. */
export const customerMergeSchema = z.object({
  survivorId: z.uuid("Please choose the customer that stays"),
  mergedId: z.uuid("Please choose the customer to merge"),
});
