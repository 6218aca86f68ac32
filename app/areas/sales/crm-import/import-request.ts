import { booleanField } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { duplicateChoices, importFields, importKinds } from "./import-fields.ts";

/** A text field holding JSON (a multipart body's fields are texts), read with `schema`. */
function json<Schema extends z.ZodType>(schema: Schema, message: string) {
  return z
    .string(message)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const MAP_MESSAGE = "Send the column map as JSON: each field's name and the heading of the column that fills it";
const DUPLICATES_MESSAGE = 'Send the duplicates as JSON: each row\'s number and "skip", "merge" or "create"';

/**
 * The text fields of POST /api/crm/import besides the file: the kind of rows, whether to only preview (the default:
 * nothing is stored unless `dryRun` is "false"), the column map (left out: guessed from the headings) and the choice
 * for each duplicate row (left out: skipped).
 */
export const importRequestSchema = z.object({
  kind: z.enum(importKinds, "Please choose contacts or leads").default("contacts"),
  dryRun: booleanField('Send "true" to preview or "false" to import').default(true),
  map: json(
    z.partialRecord(z.enum(importFields, MAP_MESSAGE), z.string(MAP_MESSAGE).max(200, MAP_MESSAGE)),
    MAP_MESSAGE,
  ).optional(),
  duplicates: json(
    z.record(z.string().regex(/^[1-9]\d{0,5}$/, DUPLICATES_MESSAGE), z.enum(duplicateChoices, DUPLICATES_MESSAGE)),
    DUPLICATES_MESSAGE,
  ).default({}),
});
export type ImportRequest = z.output<typeof importRequestSchema>;

/** The most the duplicates' choices may take as text: one per row of the largest file. */
export const IMPORT_FIELD_BYTES = 512 * 1024;
