import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { signWithSecret } from "#server/secret.ts";

const VERSION = "v1";
const IV_BYTES = 12;

/** AES-256-GCM under a key derived from the app secret for this purpose alone. */
const keyOf = (appSecret: string) => signWithSecret(appSecret, "two-factor-secret", "aes-256-gcm");

/**
 * A TOTP secret as stored: encrypted, so a copy of the database (a backup, a leaked dump) cannot make codes
 * without the app secret too. Bound to its user, so one row's secret cannot be pasted into another's.
 */
export function sealTotpSecret(appSecret: string, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(appSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"))].join(".");
}

/** The secret back, or null when the app secret changed or the value was tampered with. */
export function openTotpSecret(appSecret: string, userId: string, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(appSecret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
