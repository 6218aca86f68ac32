import { data } from "react-router";
import { HttpError } from "../../../server/http/errors.ts";
import type { FormActionResult } from "./form-action.ts";

/** A page action's form; a body that is not a form (wrong type, broken multipart) has no fields. */
export async function readForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}

/** The form fields of a post, text values only. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

/**
 * Runs one form's work for a route action: its success message, or its client error
 * (field messages included) sent back to the form instead of an error page.
 */
export async function formAction(intent: string, work: () => Promise<string>) {
  try {
    return data<FormActionResult>({ intent, ok: true, message: await work() });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<FormActionResult>(
      { intent, ok: false, message: error.message, errors: error.errors },
      { status: error.status },
    );
  }
}

export function unknownIntent(intent: string) {
  return data<FormActionResult>({ intent, ok: false, message: "Unknown action" }, { status: 400 });
}
