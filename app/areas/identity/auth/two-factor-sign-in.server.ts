import { and, eq } from "drizzle-orm";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import { unauthenticated } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { sessionUserColumns } from "./session.server.ts";
import { users } from "./tables.server.ts";
import {
  clearPendingSignInCookieHeader,
  isTrustedBrowser,
  pendingSignInCookieHeader,
  pendingSignInUserId,
  trustBrowser,
} from "./two-factor-cookies.server.ts";
import { checkSecondFactor, hasTwoFactor } from "./two-factor.server.ts";

export const SIGN_IN_EXPIRED = "Your sign-in has expired. Please enter your password again.";

/**
 * After the right password: null when the account may have its session now (no second factor, or a browser it
 * trusts), else the Set-Cookie of the pending sign-in that waits for the code.
 */
export async function pendingSecondFactor(
  services: AppServices,
  userId: string,
  cookieHeader: string | null,
): Promise<string | null> {
  if (!(await hasTwoFactor(services.db, userId))) return null;
  if (await isTrustedBrowser(services, userId, cookieHeader)) return null;
  return pendingSignInCookieHeader(services, userId);
}

export interface SecondFactorAnswer {
  code: string;
  trustBrowser: boolean;
  clientKey: string;
  /** The request's client address, for the audit trail's row of a wrong code. */
  clientAddress: string;
  /** The request's Cookie header, holding the pending sign-in. */
  cookieHeader: string | null;
}

/** The user whose pending sign-in the code completes, and the cookies to set beside their new session. */
export async function completeSecondFactor(
  services: AppServices,
  answer: SecondFactorAnswer,
): Promise<{ user: SessionUser; cookies: string[] }> {
  const userId = pendingSignInUserId(services, answer.cookieHeader);
  if (!userId) throw unauthenticated(SIGN_IN_EXPIRED);
  await checkSecondFactor(services, userId, answer.code, answer.clientKey).catch(async (error: unknown) => {
    // Nobody is signed in yet: the trail keeps whose password was right and why the sign-in stopped, never the code.
    await recordAuditEvent(services.db, {
      actor: null,
      action: "sign_in_failed",
      entity: "user",
      entityId: userId,
      after: { reason: "second factor" },
      clientAddress: answer.clientAddress,
    });
    throw error;
  });
  const [user] = await services.db
    .select(sessionUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.disabled, false)));
  if (!user) throw unauthenticated(SIGN_IN_EXPIRED);
  const cookies = [clearPendingSignInCookieHeader(services.config)];
  if (answer.trustBrowser) cookies.push(await trustBrowser(services, userId));
  return { user, cookies };
}
