import type { z } from "./zod.ts";

export type FieldErrors = Record<string, string>;

/** The first message for each field, keyed by its dotted path: the API's `errors` and a form's, alike. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}
