import { invalid } from "#server/domain-errors.ts";
import { parseInput } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { requestPasswordReset, resetPassword, type SpentLink } from "./password-reset.server.ts";
import {
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetConfirmSchema,
  resetRequestSchema,
} from "./reset-schemas.ts";

/**
 * The two writes of password reset as the API and the page forms both run them: parse the fields, act, and return
 * the message to show (a refusal is a DomainError).
 */
export async function askForReset(services: AppServices, fields: unknown, clientKey: string): Promise<string> {
  const { emailOrUsername } = parseInput(resetRequestSchema, fields);
  await requestPasswordReset(services, emailOrUsername, clientKey);
  return RESET_REQUESTED_MESSAGE;
}

/** Sets the password; the spent link says whose account it was and what the link was for. */
export async function confirmReset(
  services: AppServices,
  fields: unknown,
): Promise<{ message: string; spent: SpentLink }> {
  const spent = await resetPassword(services, parseInput(resetConfirmSchema, fields));
  if (!spent) throw invalid(RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
  return { message: PASSWORD_RESET_MESSAGE, spent };
}
