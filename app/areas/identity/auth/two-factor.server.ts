import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { company } from "#app/content/company.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import type { WriteCaller } from "#app/lib/write.server.ts";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/client.ts";
import { conflict, invalid } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { drawQrCode } from "./qr-code.server.ts";
import type { QrDrawing } from "./two-factor-page-result.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.server.ts";
import { twoFactorSecrets, twoFactorRecoveryCodes, trustedBrowsers } from "./tables.server.ts";
import { acceptedTotpStep, newTotpSecret, TOTP_CODE, totpAddress } from "./totp.server.ts";
import { openTotpSecret, sealTotpSecret } from "./two-factor-secret.server.ts";

export const WRONG_CODE = "That code is not right. Enter the code your app shows now, or an unused recovery code.";
export const ALREADY_ON = "Two-factor sign-in is already on for your account";

export interface TwoFactorSetup {
  /** The secret in base32, for typing into an app that cannot scan. */
  manualKey: string;
  qrCode: QrDrawing;
}

/** Whether the account signs in with a second factor (set up and confirmed). */
export async function hasTwoFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.confirmedAt)));
  return Boolean(row);
}

/**
 * The secret being set up, made on first asking and the same on every reload until a first code confirms it; it
 * asks for nothing at sign-in before then.
 */
export async function twoFactorSetup(services: AppServices, user: SessionUser): Promise<TwoFactorSetup> {
  const { db, secret: appSecret } = services;
  await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, sealedSecret: sealTotpSecret(appSecret, user.id, newTotpSecret()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
  if (row!.confirmedAt) throw conflict(ALREADY_ON);
  let manualKey = openTotpSecret(appSecret, user.id, row!.sealedSecret);
  if (!manualKey) {
    // Sealed under an app secret since replaced: nobody can have scanned a code from it that still works.
    manualKey = newTotpSecret();
    await db
      .update(twoFactorSecrets)
      .set({ sealedSecret: sealTotpSecret(appSecret, user.id, manualKey) })
      .where(and(eq(twoFactorSecrets.userId, user.id), isNull(twoFactorSecrets.confirmedAt)));
  }
  return { manualKey, qrCode: drawQrCode(totpAddress(manualKey, user.email, company.name)) };
}

/** Counts an attempt at a code against the account and the address; a right one clears the account's count. */
async function limited<T>(services: AppServices, userId: string, clientKey: string, check: () => Promise<T | null>) {
  const { twoFactorByUser, twoFactorByIp } = authRateLimits(services);
  await twoFactorByIp.consume(clientKey);
  await twoFactorByUser.consume(userId);
  const result = await check();
  if (result === null) throw invalid(WRONG_CODE, { code: WRONG_CODE });
  await twoFactorByIp.refund(clientKey);
  await twoFactorByUser.reset(userId);
  return result;
}

/** The step a TOTP code is good for, claimed in one conditional update so two requests cannot both use it. */
async function claimTotpCode(
  services: AppServices,
  userId: string,
  code: string,
  confirmed: boolean,
): Promise<number | null> {
  const { db, secret: appSecret } = services;
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  if (!row || Boolean(row.confirmedAt) !== confirmed) return null;
  const secret = openTotpSecret(appSecret, userId, row.sealedSecret);
  const step = secret ? await acceptedTotpStep(secret, code, row.lastUsedStep) : null;
  if (step === null) return null;
  const [claimed] = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step, ...(confirmed ? {} : { confirmedAt: new Date() }) })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ step: twoFactorSecrets.lastUsedStep });
  return claimed ? step : null;
}

/** Spends one unused recovery code; true when it was one. */
async function claimRecoveryCode(db: Database, userId: string, code: string): Promise<true | null> {
  const [used] = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used ? true : null;
}

/** The audit trail's row for the owner turning their second factor on or off: that it happened, no secret or code. */
const recordOwnTwoFactor = (db: Database, caller: WriteCaller, turned: "on" | "off") =>
  recordOwnWrite(db, caller, { action: `account.two-factor-${turned}`, entity: "user", entityId: caller.user.id });

/**
 * The owner turns two-factor on with the first code from the app, and is answered the ten recovery codes: the only
 * time they are shown, since only their hashes are kept.
 */
export async function confirmTwoFactor(caller: WriteCaller, code: string, clientKey: string): Promise<string[]> {
  const { services } = caller;
  const userId = caller.user.id;
  if (await hasTwoFactor(services.db, userId)) throw conflict(ALREADY_ON);
  await limited(services, userId, clientKey, () => claimTotpCode(services, userId, code, false));
  const codes = newRecoveryCodes();
  await services.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((recoveryCode) => ({ userId, codeHash: hashRecoveryCode(recoveryCode) })));
    await recordOwnTwoFactor(tx, caller, "on");
  });
  return codes;
}

/** Checks a second factor of an account that has one: a current code not used before, or an unused recovery code. */
export async function checkSecondFactor(
  services: AppServices,
  userId: string,
  code: string,
  clientKey: string,
): Promise<void> {
  await limited<number | true>(services, userId, clientKey, () =>
    TOTP_CODE.test(code) ? claimTotpCode(services, userId, code, true) : claimRecoveryCode(services.db, userId, code),
  );
}

/** Everything of an account's second factor: its secret, recovery codes and trusted browsers. True if it had one. */
export async function removeTwoFactor(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
    const removed = await tx
      .delete(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.confirmedAt)))
      .returning({ userId: twoFactorSecrets.userId });
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    return removed.length > 0;
  });
}

/**
 * Someone else removes an account's second factor (its owner lost the phone and the recovery codes): an admin, or an
 * operator on the command line. True if it had one. The audit trail holds who did it: an admin's reset is their
 * write's row (every write is recorded, app/lib/write.server.ts); the command line's is recorded here, by nobody.
 */
export async function resetTwoFactor(
  db: Database,
  userId: string,
  resetBy: "admin" | "command line",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await removeTwoFactor(tx, userId);
    if (removed && resetBy === "command line") {
      await recordAuditEvent(tx, {
        actor: null,
        action: "staff.two-factor-reset",
        entity: "staff",
        entityId: userId,
        after: { id: userId, resetBy },
        clientAddress: null,
      });
    }
    return removed;
  });
}

/** The owner turns it off, proving it is them with a current code or a recovery code. */
export async function disableTwoFactor(caller: WriteCaller, code: string, clientKey: string): Promise<void> {
  const { services, user } = caller;
  await checkSecondFactor(services, user.id, code, clientKey);
  await services.db.transaction(async (tx) => {
    if (await removeTwoFactor(tx, user.id)) await recordOwnTwoFactor(tx, caller, "off");
  });
}

/** How many recovery codes the account has left, to warn when few remain. */
export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}
