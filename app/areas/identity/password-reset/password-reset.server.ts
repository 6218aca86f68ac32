import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { afterAnswer } from "#server/after-answer.ts";
import type { AppServices } from "#server/services.ts";
import { destroyUserSessions, hashPassword, rethrowConflict } from "#app/areas/identity/auth/index.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { joinCustomersOfConfirmedAddress } from "#app/areas/customers/index.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { resetLimits } from "./reset-limits.server.ts";
import { passwordResetMail, resetPasswordUrl } from "./reset-mail.server.ts";
import { passwordResetTokens, type PasswordLinkPurpose } from "./tables.server.ts";

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Past the per-name ceiling, an account is sent a new link only when its last one is older than this. */
const SPACING_OVER_CEILING_MS = 10 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Stores a new single-use link token for the account and returns the token for its URL. Reset links live an hour;
 * the portal's invitations (which set a new client's first password) a week, through the same table and page.
 */
export async function issuePasswordToken(
  db: Database,
  userId: string,
  link: { ttlMs: number; purpose: PasswordLinkPurpose },
  now = new Date(),
) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId,
    createdAt: now,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + link.ttlMs),
    purpose: link.purpose,
  });
  return token;
}

/** What the page of a link shows before it is used: its purpose, its account, and whether it still works. */
export async function passwordLinkOf(db: Database, token: string, now = new Date()) {
  if (!token) return null;
  const [link] = await db
    .select({
      userId: passwordResetTokens.userId,
      purpose: passwordResetTokens.purpose,
      usable: sql<boolean>`${passwordResetTokens.usedAt} is null and ${passwordResetTokens.expiresAt} > ${now}`,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
  return link ?? null;
}

/** A link just spent: whose account, and what for. */
export interface SpentLink {
  userId: string;
  purpose: PasswordLinkPurpose;
}

/**
 * Asks for a reset link for the account named by e-mail address or username. Only the limits, which count names and
 * addresses and never accounts, run before the answer; the account is looked up and mailed after it (afterAnswer),
 * so the answer takes the same time whether the account exists or not. A name past its hourly ceiling is not
 * refused, since strangers may have spent it: its account is mailed only if its last link is over 10 minutes old.
 */
export async function requestPasswordReset(
  services: AppServices,
  emailOrUsername: string,
  clientKey: string,
  now = new Date(),
  defer: typeof afterAnswer = afterAnswer,
): Promise<void> {
  const limits = resetLimits(services);
  await limits.requestsByIp.consume(clientKey);
  const accountName = emailOrUsername.toLowerCase();
  await limits.requestsByAccountFromAddress.consume(`${accountName} ${clientKey}`);
  const withinCeiling = await limits.requestsByAccount.take(accountName, 1);
  defer(services, "password reset mail", () => mailResetLink(services, emailOrUsername, { withinCeiling, now }));
}

/** The enabled account an e-mail address or username names, if any. */
async function accountNamed(db: Database, emailOrUsername: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        or(
          sql`lower(${users.email}) = lower(${emailOrUsername})`,
          sql`lower(${users.username}) = lower(${emailOrUsername})`,
        ),
      ),
    )
    .limit(1);
  return user;
}

/** Whether the account was sent a reset link less than `ms` before `now`. */
async function sentLinkWithin(db: Database, userId: string, ms: number, now: Date): Promise<boolean> {
  const [recent] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.purpose, "reset"),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - ms)),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

/** Mails a reset link to the named account, if there is one and it is enabled (the work after the answer). */
export async function mailResetLink(
  services: AppServices,
  emailOrUsername: string,
  request: { withinCeiling: boolean; now: Date },
): Promise<void> {
  const { db } = services;
  const user = await accountNamed(db, emailOrUsername);
  if (!user) return;
  if (!request.withinCeiling && (await sentLinkWithin(db, user.id, SPACING_OVER_CEILING_MS, request.now))) return;
  await db.transaction(async (tx) => {
    const token = await issuePasswordToken(tx, user.id, { ttlMs: RESET_TOKEN_TTL_MS, purpose: "reset" }, request.now);
    const url = resetPasswordUrl(services.config.SITE_URL, token);
    await enqueueMails(tx, [passwordResetMail(user.email, user.firstName, user.username, url)]);
  });
  services.mailWorker.wake();
}

const usable = (tokenHash: string, now: Date, purpose?: PasswordLinkPurpose) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    purpose ? eq(passwordResetTokens.purpose, purpose) : undefined,
  );

/** Ends the account's links for `purpose` that still work (a re-sent invitation's old one), without spending them. */
export async function expirePasswordLinks(
  db: Database,
  userId: string,
  purpose: PasswordLinkPurpose,
  now = new Date(),
) {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
}

/** What a link may be spent on beyond the password: only a link of `purpose`, which also sets the username. */
export interface LinkUse {
  purpose: PasswordLinkPurpose;
  username?: string;
}

/**
 * Sets a new password with a reset link's (or an invitation's) token: null for an unknown, used or expired one (or,
 * with `use`, one for another purpose). The token is spent by a conditional update, so of two concurrent uses one
 * wins; every other link of the account is spent with it and every session of the account ends. A username taken
 * meanwhile is a conflict, and the link stays unspent.
 */
export async function resetPassword(
  services: AppServices,
  input: { token: string; newPassword: string },
  now = new Date(),
  use?: LinkUse,
): Promise<SpentLink | null> {
  const { db } = services;
  const tokenHash = hashToken(input.token);
  const [candidate] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(tokenHash, now, use?.purpose));
  if (!candidate) return null;
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(tokenHash, now, use?.purpose))
      .returning({ userId: passwordResetTokens.userId, purpose: passwordResetTokens.purpose });
    if (!spent) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    // The link reached the account's address, which proves it: an invited client's account starts confirmed.
    const username = use?.username ? { username: use.username } : {};
    await rethrowConflict(
      tx
        .update(users)
        .set({
          passwordHash,
          ...username,
          updatedAt: now,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
        })
        .where(eq(users.id, spent.userId)),
    );
    await joinCustomersOfConfirmedAddress(tx, spent.userId);
    await destroyUserSessions(tx, spent.userId);
    return spent;
  });
}
