import { refusalOf } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { formFields } from "#app/lib/page-form.server.ts";
import type { SpentLink } from "./password-reset.server.ts";
import type { ResetAnswer } from "./reset-schemas.ts";
import { askForReset, confirmReset } from "./reset-writes.server.ts";

export interface PageAnswer {
  status: number;
  answer: ResetAnswer & { done: boolean };
  /** The link a successful reset spent: whose account, and what for. */
  spent?: SpentLink;
}

/** Runs what the API runs for a posted form and answers a refusal (400, 429) as data the page shows. */
async function answer(work: () => Promise<{ message: string; spent?: SpentLink }>): Promise<PageAnswer> {
  try {
    const { message, spent } = await work();
    return { status: 200, answer: { message, done: true }, spent };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { status: refusal.status, answer: { message: refusal.message, errors: refusal.errors, done: false } };
  }
}

/** /forgot-password's form. */
export function forgotPasswordAction(services: AppServices, form: FormData, clientKey: string): Promise<PageAnswer> {
  return answer(async () => ({ message: await askForReset(services, formFields(form), clientKey) }));
}

/** /reset-password's form. */
export function resetPasswordAction(services: AppServices, form: FormData): Promise<PageAnswer> {
  return answer(() => confirmReset(services, formFields(form)));
}
