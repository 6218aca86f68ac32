import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { signWithSecret } from "./secret.ts";

const VERSION = "v1";
const IV_BYTES = 12;

/** AES-256-GCM under a key derived from the app secret for one purpose alone, so one purpose's key opens no other's. */
const keyOf = (appSecret: string, purpose: string) => signWithSecret(appSecret, purpose, "aes-256-gcm");

/**
 * A secret as stored (a TOTP secret, a monitoring portal's credentials): encrypted, so a copy of the database (a
 * backup, a leaked dump) is no use without the app secret too. Bound to its record (`boundTo`, the row's id), so one
 * row's sealed value cannot be pasted into another's.
 */
export function sealWithSecret(appSecret: string, purpose: string, boundTo: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(appSecret, purpose), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"))].join(".");
}

/** The plaintext back, or null when the app secret changed, the record differs or the value was tampered with. */
export function openWithSecret(appSecret: string, purpose: string, boundTo: string, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(appSecret, purpose), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
