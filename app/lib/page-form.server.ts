/**
 * A page action's form, for every route action. A body that is not a form (JSON, text, broken multipart: what a
 * script or a fuzzer may send) reads as an empty form, so the action answers its own 4xx instead of a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}

/** The form fields of a post, text values only. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}
