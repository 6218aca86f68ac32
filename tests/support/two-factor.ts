import { generateTOTP } from "@epic-web/totp";
import { vi } from "vitest";
import { hashRecoveryCode, newRecoveryCodes } from "#app/areas/identity/auth/recovery-codes.server.ts";
import { twoFactorRecoveryCodes, twoFactorSecrets } from "#app/areas/identity/auth/tables.server.ts";
import { newTotpSecret } from "#app/areas/identity/auth/totp.server.ts";
import { sealTotpSecret } from "#app/areas/identity/auth/two-factor-secret.server.ts";
import type { TestApp } from "./test-app.ts";

export interface TestTwoFactor {
  secret: string;
  recoveryCodes: string[];
}

/** Two-factor turned on for an account, written straight to the database as its setup leaves it. */
export async function enableTestTwoFactor(testApp: TestApp, userId: string): Promise<TestTwoFactor> {
  const { db, secret: appSecret } = testApp.services;
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const row = { sealedSecret: sealTotpSecret(appSecret, userId, secret), confirmedAt: new Date(), lastUsedStep: null };
  // Over a setup the account had started on its page, if any.
  await db
    .insert(twoFactorSecrets)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: row });
  await db
    .insert(twoFactorRecoveryCodes)
    .values(recoveryCodes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return { secret, recoveryCodes };
}

/**
 * The code an authenticator app shows for the secret, `steps` time steps from now: each code is accepted once,
 * so a test that signs in twice within 30 seconds takes the next step's code (within the ±1 step allowed).
 */
export async function totpCode(secret: string, steps = 0): Promise<string> {
  // The library reads the clock itself: moved for this one call.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + steps * 30_000 });
  try {
    return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
  } finally {
    vi.useRealTimers();
  }
}
