import { data } from "react-router";
import { refusalOf } from "#server/http/errors.ts";
import type { FormActionResult } from "./page-action.ts";

/**
 * Runs one form's work for a route action: its success message, or its client error
 * (field messages included) sent back to the form instead of an error page.
 */
export async function formAction(intent: string, work: () => Promise<string>) {
  try {
    return data<FormActionResult>({ intent, ok: true, message: await work() });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<FormActionResult>(
      { intent, ok: false, message: refusal.message, errors: refusal.errors },
      { status: refusal.status },
    );
  }
}

export function unknownIntent(intent: string) {
  return data<FormActionResult>({ intent, ok: false, message: "Unknown action" }, { status: 400 });
}
