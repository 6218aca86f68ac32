import { openWithSecret, sealWithSecret } from "#server/secret-box.ts";

const PURPOSE = "two-factor-secret";

/**
 * A TOTP secret as stored: sealed with the app secret (server/secret-box.ts), so a copy of the database cannot make
 * codes without the app secret too. Bound to its user, so one row's secret cannot be pasted into another's.
 */
export const sealTotpSecret = (appSecret: string, userId: string, secret: string): string =>
  sealWithSecret(appSecret, PURPOSE, userId, secret);

/** The secret back, or null when the app secret changed or the value was tampered with. */
export const openTotpSecret = (appSecret: string, userId: string, stored: string): string | null =>
  openWithSecret(appSecret, PURPOSE, userId, stored);
