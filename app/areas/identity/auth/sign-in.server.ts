import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import type { SessionUser } from "#server/http/access.ts";
import { unauthenticated } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { verifyPassword } from "./passwords.server.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import { signInDelayMs } from "./sign-in-delay.ts";
import { sweepExpiredSessions } from "./session-sweep.server.ts";
import { createSession, destroySession } from "./session.server.ts";
import { users } from "./tables.server.ts";
import { findLoginCandidate } from "./users.server.ts";

export const INVALID_CREDENTIALS = "Invalid username or password";

export interface SignInAttempt {
  /** What was typed in the username field: a username or an e-mail address. */
  username: string;
  password: string;
  /** The client's rate-limit key and address (see server/http/rate-limit-key.ts). */
  clientKey: string;
  clientAddress: string;
}

/**
 * The account whose password this is, for the API and the sign-in pages alike. Failures block per client address
 * and per account-and-address pair; attempts on one account from everywhere only slow it down, so nobody can lock
 * the owner out by failing on purpose from many addresses.
 */
export async function checkSignIn(services: AppServices, attempt: SignInAttempt): Promise<SessionUser> {
  const limits = authRateLimits(services);
  const candidate = await findLoginCandidate(services.db, attempt.username);
  // Counted by account when there is one, so its username and its e-mail address share the counters.
  const accountKey = candidate ? `user:${candidate.user.id}` : `name:${attempt.username.toLowerCase()}`;
  const pairKey = `${accountKey}|${attempt.clientKey}`;
  await limits.loginByIp.consume(attempt.clientKey);
  await limits.loginByAccountAndIp.consume(pairKey);
  await sleep(signInDelayMs(await limits.loginAttemptsByAccount.add(accountKey)));
  // Unknown, wrong and disabled all answer alike, after one password verification each.
  const valid = await verifyPassword(candidate?.passwordHash ?? null, attempt.password);
  if (!candidate || !valid || candidate.disabled) {
    // Nobody is signed in: the trail keeps the name tried (never the password) and where from.
    await recordAuditEvent(services.db, {
      actor: null,
      action: "sign_in_failed",
      after: { username: attempt.username },
      clientAddress: attempt.clientAddress,
    });
    throw unauthenticated(INVALID_CREDENTIALS);
  }
  await limits.loginByIp.refund(attempt.clientKey);
  await limits.loginByAccountAndIp.reset(pairKey);
  await limits.loginAttemptsByAccount.reset(accountKey);
  return candidate.user;
}

/**
 * Starts a fresh session (a new id at every sign-in), ends the one the browser presented, notes the sign-in's time
 * on the account (the staff list shows it) and records the sign-in in the audit trail; answers the session's token.
 */
export async function openSession(
  services: AppServices,
  userId: string,
  previous: { sessionId: string | null; userAgent: string | null; clientAddress: string },
): Promise<string> {
  if (previous.sessionId) await destroySession(services.db, previous.sessionId);
  const token = await createSession(services.db, userId, previous.userAgent);
  const [user] = await services.db
    .update(users)
    .set({ lastSignInAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ userType: users.userType });
  await recordAuditEvent(services.db, {
    actor: user ? { id: userId, userType: user.userType } : null,
    action: "sign_in",
    clientAddress: previous.clientAddress,
  });
  await sweepExpiredSessions(services);
  return token;
}
