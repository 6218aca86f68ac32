import { equipmentCategories } from "#app/content/equipment-warranty-terms.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import {
  emailField,
  maxLength,
  optionalChoice,
  optionalLine,
  optionalNumber,
  optionalPhoneField,
  optionalText,
  requiredDate,
  requiredLine,
} from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { postalAddressSchema } from "#app/areas/commerce/index.ts";
import { installers, systemKinds } from "./system-values.ts";

/**
 * The service records' inputs, shared by the JSON API (issue 28 §2) and the staff pages' forms: a form sends strings
 * (blank meaning none), the API may send numbers and null.
 */

export const ACCESS_NOTES_MAX_LENGTH = 2000;
export const MAX_CONTACTS = 10;
export const MAX_EQUIPMENT_ITEMS = 50;
const MAX_KW = 100_000;
const MAX_WARRANTY_YEARS = 50;
const QUANTITY_MESSAGE = "Please enter a quantity of at least 1";

const contactSchema = z.object({
  name: requiredLine("Please enter the contact's name", maxLength.name),
  role: optionalLine(maxLength.shortText),
  phone: optionalPhoneField,
  email: z.preprocess((value) => (value === "" || value === null ? undefined : value), emailField().optional()),
});

/** A site's facts, as staff add or correct them. */
const siteFields = {
  address: postalAddressSchema,
  utility: optionalChoice(utilityIds),
  accessNotes: optionalText(ACCESS_NOTES_MAX_LENGTH),
  contacts: z
    .array(contactSchema, { error: "Please list the site's contacts" })
    .max(MAX_CONTACTS, `At most ${MAX_CONTACTS} contacts`)
    .optional()
    .default([]),
};

/** POST /api/service/sites. */
export const siteSchema = z.object({
  customerId: z.uuid("Please choose the customer"),
  ...siteFields,
});
export type SiteInput = z.output<typeof siteSchema>;

/** PATCH /api/service/sites/:id: the whole set each time; a blank utility or notes clears them. */
export const siteCorrectionSchema = z.object(siteFields);
export type SiteCorrection = z.output<typeof siteCorrectionSchema>;

const kilowatts = optionalNumber({ max: MAX_KW, integer: false });
const warrantyYears = optionalNumber({ max: MAX_WARRANTY_YEARS, integer: true });

/** An item of equipment; its warranty years default to the content's terms when not given (decision 0152). */
export const equipmentItemSchema = z.object({
  category: z.enum(equipmentCategories, { error: "Please choose the kind of equipment" }),
  make: requiredLine("Please enter the make", maxLength.shortText),
  model: requiredLine("Please enter the model", maxLength.shortText),
  serial: optionalLine(maxLength.shortText),
  quantity: optionalNumber({ max: 10_000, integer: true }).refine(
    (value) => value === undefined || value >= 1,
    QUANTITY_MESSAGE,
  ),
  productWarrantyYears: warrantyYears,
  labourWarrantyYears: warrantyYears,
  performanceWarrantyYears: warrantyYears,
});
export type EquipmentItemInput = z.output<typeof equipmentItemSchema>;

/** A system's own facts. */
const systemFields = {
  kind: z.enum(systemKinds, { error: "Please choose solar, battery or both" }),
  kwDc: kilowatts,
  kwAc: kilowatts,
  kwhUsable: kilowatts,
  installedOn: requiredDate("Please enter the install date"),
  installer: z.enum(installers, { error: "Please say who installed it" }),
  monitoringReference: optionalLine(maxLength.shortText),
};

/** POST /api/service/systems: a system with its equipment (an orphaned one at intake: installer "other"). */
export const systemSchema = z.object({
  siteId: z.uuid("Please choose the site"),
  ...systemFields,
  equipment: z
    .array(equipmentItemSchema, { error: "Please list the equipment" })
    .max(MAX_EQUIPMENT_ITEMS, `At most ${MAX_EQUIPMENT_ITEMS} items`)
    .optional()
    .default([]),
});
export type SystemInput = z.output<typeof systemSchema>;

/** PATCH /api/service/systems/:id: the whole set each time; a blank size or reference means not known. */
export const systemCorrectionSchema = z.object(systemFields);
export type SystemCorrection = z.output<typeof systemCorrectionSchema>;

/** PATCH /api/service/equipment/:id: the whole item each time; blank warranty years mean none. */
export const equipmentCorrectionSchema = equipmentItemSchema;
