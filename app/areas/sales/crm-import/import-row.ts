import { electricUtilityIds } from "#app/content/electric-utilities.ts";
import { propertyTypes, type PropertyType } from "#app/content/property-types.ts";
import { utilityIds, utilityTariffs, type UtilityId } from "#app/content/utility-tariffs.ts";
import {
  emailField,
  maxLength,
  optionalLine,
  optionalPhoneField,
  optionalText,
  requiredLine,
  withoutControlCharacters,
} from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { tagsSchema } from "#app/areas/customers/index.ts";
import { dealSchema } from "#app/areas/sales/leads-pipeline/index.ts";
import { DATE_MESSAGE, importDate, importInstant } from "./import-dates.ts";
import { fieldsOf, type ImportField, type ImportKind } from "./import-fields.ts";

/** A row as read: every field the map fills, blank ones left out. */
export interface ImportedRow {
  name?: string;
  email: string;
  phone?: string;
  companyName?: string;
  address?: string;
  town?: string;
  utility?: UtilityId;
  propertyType?: PropertyType;
  tags: string[];
  createdAt?: Date;
  amountCents?: number;
  systemSizeKw?: number;
  batteryKwh?: number;
  expectedCloseOn?: string;
  additionalNotes?: string;
}

export type RowReading =
  { ok: true; row: ImportedRow } | { ok: false; errors: Array<{ field: ImportField; message: string }> };

export const UNKNOWN_UTILITY_MESSAGE =
  "Unknown utility: use REU, PG&E, Shasta Lake, Trinity PUD or Other (or leave it blank)";
export const UNKNOWN_PROPERTY_TYPE_MESSAGE = `Unknown property type: use one of ${propertyTypes.join(", ")} (or leave it blank)`;
export const NAME_MESSAGE = "Please enter the name";

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9&]/g, "");

/** Every spelling of a utility a file may hold: its id, its names, and the short names people use. */
const utilityBySpelling = new Map<string, UtilityId>([
  ...utilityIds.map((id): [string, UtilityId] => [key(id), id]),
  ...utilityIds.map((id): [string, UtilityId] => [key(utilityTariffs[id].name), id]),
  ...Object.entries(electricUtilityIds).map(([name, id]): [string, UtilityId] => [key(name), id]),
  ...(
    [
      ["Redding Electric Utility", "reu"],
      ["Pacific Gas and Electric", "pge"],
      ["Pacific Gas & Electric", "pge"],
      ["Shasta Lake", "shasta-lake"],
      ["Trinity PUD", "trinity"],
      ["Trinity Public Utility District", "trinity"],
    ] as const
  ).map(([name, id]): [string, UtilityId] => [key(name), id]),
]);

const utilityField = z
  .string()
  .transform((text, ctx) => {
    const id = utilityBySpelling.get(key(text));
    if (id) return id;
    ctx.addIssue({ code: "custom", message: UNKNOWN_UTILITY_MESSAGE });
    return z.NEVER;
  })
  .optional();

const propertyTypeField = z
  .string()
  .transform((text, ctx) => {
    const type = propertyTypes.find((known) => known.toLowerCase() === text.trim().toLowerCase());
    if (type) return type;
    ctx.addIssue({ code: "custom", message: UNKNOWN_PROPERTY_TYPE_MESSAGE });
    return z.NEVER;
  })
  .optional();

/** A written value turned by `read` (null: not one), with the message for text it cannot read. */
function writtenAs<T>(read: (text: string) => T | null, message: string) {
  return z
    .string()
    .transform((text, ctx) => {
      const value = read(text);
      if (value !== null) return value;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .optional();
}

const deal = dealSchema.pick({ amountCents: true, systemSizeKw: true, batteryKwh: true }).shape;

/** Each field's rule: the customer's and the lead's own rules (field-rules.ts, the deal's schema), one row at a time. */
function rowSchema(kind: ImportKind) {
  return z.object({
    name: kind === "leads" ? requiredLine(NAME_MESSAGE, maxLength.name) : optionalLine(maxLength.name),
    email: emailField(),
    phone: optionalPhoneField,
    companyName: optionalLine(maxLength.companyName),
    address: optionalLine(maxLength.address),
    town: optionalLine(100),
    utility: utilityField,
    propertyType: propertyTypeField,
    tags: z
      .string()
      .optional()
      .transform((text) => (text ?? "").split(/[,;]/).filter((tag) => tag.trim() !== ""))
      .pipe(tagsSchema),
    createdAt: writtenAs(importInstant, DATE_MESSAGE),
    amountCents: deal.amountCents,
    systemSizeKw: deal.systemSizeKw,
    batteryKwh: deal.batteryKwh,
    expectedCloseOn: writtenAs(importDate, DATE_MESSAGE),
    additionalNotes: withoutControlCharacters(optionalText(maxLength.longText), { multiline: true }),
  });
}

const schemas: Record<ImportKind, ReturnType<typeof rowSchema>> = {
  contacts: rowSchema("contacts"),
  leads: rowSchema("leads"),
};

/**
 * Reads one row's cells (the texts of the mapped columns) into a customer's and a lead's fields, or every field's
 * problem with its message. A blank cell is a field not given; a field the kind of import does not fill is ignored.
 */
export function readRow(cells: Partial<Record<ImportField, string>>, kind: ImportKind): RowReading {
  const given = Object.fromEntries(
    fieldsOf(kind)
      .map((field) => [field, cells[field]?.trim() ?? ""] as const)
      .filter(([field, text]) => text !== "" || field === "email" || field === "name"),
  );
  const parsed = schemas[kind].safeParse(given);
  if (!parsed.success) {
    const errors = new Map<ImportField, string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ImportField;
      if (!errors.has(field)) errors.set(field, issue.message);
    }
    return { ok: false, errors: [...errors].map(([field, message]) => ({ field, message })) };
  }
  const { amountCents, systemSizeKw, batteryKwh, ...contact } = parsed.data;
  return {
    ok: true,
    row: {
      ...contact,
      name: contact.name || undefined,
      amountCents: amountCents ?? undefined,
      systemSizeKw: systemSizeKw ?? undefined,
      batteryKwh: batteryKwh ?? undefined,
    },
  };
}
