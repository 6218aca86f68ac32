import { maxLength, optionalDate, requiredLine } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { audiences, libraryCategories } from "./vocabulary.ts";

/**
 * The library's inputs, shared by the API's multipart fields and the page's form (SPEC field names: title, category,
 * audience, effectiveOn, supersededById). A form sends strings, blank meaning none.
 */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const SUPERSEDED_BY_MESSAGE = "Please choose a document of the library";

export const documentFieldsSchema = z.object({
  title: requiredLine("Please give the document a title", maxLength.shortText),
  category: z.enum(libraryCategories, { error: "Please choose the category" }),
  audience: z.enum(audiences, { error: "Please choose who may read it" }),
  effectiveOn: optionalDate,
  supersededById: z.preprocess(blankToUndefined, z.uuid(SUPERSEDED_BY_MESSAGE).optional()),
});
export type DocumentFields = z.output<typeof documentFieldsSchema>;

/** A replacement keeps the document's title, category and audience; its effective date may change with the text. */
export const replacementFieldsSchema = z.object({ effectiveOn: optionalDate });

/** The library list's filters: words of the title, and a category. */
export const libraryQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(maxLength.shortText).optional()),
  category: z.preprocess(blankToUndefined, z.enum(libraryCategories).optional()),
});
