import { HttpError, parseInput } from "../../../server/http/errors.ts";
import type { AppServices } from "../../../server/services.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.server.ts";
import {
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetConfirmSchema,
  resetRequestSchema,
  type ResetAnswer,
} from "./reset-schemas.ts";

export interface PageAnswer {
  status: number;
  answer: ResetAnswer & { done: boolean };
}

/** Runs what the API runs for a posted form and answers a refusal (400, 429) as data the page shows. */
async function answer(work: () => Promise<string>): Promise<PageAnswer> {
  try {
    return { status: 200, answer: { message: await work(), done: true } };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, answer: { message: error.message, errors: error.errors, done: false } };
  }
}

const fields = (form: FormData) => Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));

/** /forgot-password's form. */
export function forgotPasswordAction(services: AppServices, form: FormData, clientKey: string): Promise<PageAnswer> {
  return answer(async () => {
    const { emailOrUsername } = parseInput(resetRequestSchema, fields(form));
    await requestPasswordReset(services, emailOrUsername, clientKey);
    return RESET_REQUESTED_MESSAGE;
  });
}

/** /reset-password's form. */
export function resetPasswordAction(services: AppServices, form: FormData): Promise<PageAnswer> {
  return answer(async () => {
    const input = parseInput(resetConfirmSchema, fields(form));
    if (!(await resetPassword(services, input))) {
      throw new HttpError(400, RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
    }
    return PASSWORD_RESET_MESSAGE;
  });
}
