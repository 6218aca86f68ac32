import { z } from "zod";
import { isAllowedText } from "./allowed-text.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "./date-range.ts";

/** A blank form field (a filter left at "Any") means the field is absent. */
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
export const defaultedParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

export const searchParam = optionalParam(z.string().trim().max(200, "Must be at most 200 characters")).transform(
  (value) => value || undefined,
);

/** A day at the office (`2025-03-04`), for a list's `from` and `to` filters (`startOfOfficeDay`, office-time.ts). */
export const officeDateParam = optionalParam(
  z.iso.date("Use a date like 2025-03-04").refine(isIsoDateInRange, DATE_OUT_OF_RANGE_MESSAGE),
);

/** Every list is read a page at a time: 25 rows unless asked, never more than 100. */
export const paginationParams = {
  page: defaultedParam(
    z.coerce
      .number("Page must be a number")
      .int("Page must be a whole number")
      .min(1, "Page must be 1 or more")
      .max(1_000_000, "Page must be at most 1,000,000")
      .default(1),
  ),
  pageSize: defaultedParam(
    z.coerce
      .number("Page size must be a number")
      .int("Page size must be a whole number")
      .min(1, "Page size must be 1 or more")
      .max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
  ),
};

/** `?sort=&dir=`: one of the list's sort keys (the first by default) and a direction. */
export function sortParams<const Fields extends readonly [string, ...string[]]>(
  fields: Fields,
  defaultDir: "asc" | "desc",
) {
  return {
    sort: defaultedParam(z.enum(fields).default(fields[0] as Fields[number] & NoInfer<Fields[number]>)),
    dir: defaultedParam(z.enum(["asc", "desc"]).default(defaultDir)),
  };
}

/**
 * Reads a list page's URL: a parameter that does not parse or breaks the text rule
 * (an edited link) is ignored rather than failing the whole page.
 */
export function readSearchParams<T extends z.ZodObject>(schema: T, params: URLSearchParams): z.output<T> {
  const input: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = params.get(key);
    if (value !== null && isAllowedText(value) && (field as z.ZodType).safeParse(value).success) input[key] = value;
  }
  const parsed = schema.safeParse(input);
  return parsed.success ? parsed.data : schema.parse({});
}
