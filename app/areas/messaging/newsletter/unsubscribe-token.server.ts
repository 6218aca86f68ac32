import { timingSafeEqual } from "node:crypto";
import { signWithSecret } from "#server/secret.ts";

const PURPOSE = "newsletter-unsubscribe";
const UUID_BYTES = 16;
const MAC_BYTES = 32;
/** base64url without padding: 48 bytes make exactly 64 characters. */
const TOKEN_LENGTH = ((UUID_BYTES + MAC_BYTES) / 3) * 4;

function uuidToBytes(id: string): Buffer {
  return Buffer.from(id.replace(/-/g, ""), "hex");
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** base64url(subscriber id + HMAC of it): needs no storage and cannot be made for another subscriber. */
export function createUnsubscribeToken(secret: string, subscriberId: string): string {
  const id = uuidToBytes(subscriberId);
  return Buffer.concat([id, signWithSecret(secret, PURPOSE, id)]).toString("base64url");
}

/** The subscriber id a token was made for, or null for anything forged, altered or malformed. */
export function readUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length !== TOKEN_LENGTH || !/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  const id = bytes.subarray(0, UUID_BYTES);
  const mac = bytes.subarray(UUID_BYTES);
  return timingSafeEqual(mac, signWithSecret(secret, PURPOSE, id)) ? bytesToUuid(id) : null;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL("/newsletter/unsubscribe", siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
