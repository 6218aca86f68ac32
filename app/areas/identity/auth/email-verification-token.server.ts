import { timingSafeEqual } from "node:crypto";
import { signWithSecret } from "#server/secret.ts";

const PURPOSE = "email-verification";
/** How long a confirmation link works. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
const UUID_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 32;
const TOKEN_BYTES = UUID_BYTES + EXPIRY_BYTES + MAC_BYTES;
/** base64url without padding of 52 bytes. */
const TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 4) / 3);

function uuidToBytes(id: string): Buffer {
  return Buffer.from(id.replace(/-/g, ""), "hex");
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The address is signed but not carried: a link made for one address cannot confirm another. */
function mac(secret: string, head: Buffer, email: string): Buffer {
  return signWithSecret(secret, PURPOSE, Buffer.concat([head, Buffer.from(email.toLowerCase(), "utf8")]));
}

/** base64url(user id + expiry in Unix seconds + HMAC of both and the address): needs no storage. */
export function createVerificationToken(secret: string, userId: string, email: string, now = Date.now()): string {
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(Math.floor((now + EMAIL_VERIFICATION_TTL_MS) / 1000));
  const head = Buffer.concat([uuidToBytes(userId), expiry]);
  return Buffer.concat([head, mac(secret, head, email)]).toString("base64url");
}

export interface VerificationToken {
  userId: string;
  expiresAt: Date;
  /** Whether the token was made for this address (case-insensitive). */
  isFor(email: string): boolean;
}

/** The parts of a well-formed token, or null; its signature is checked against an address with `isFor`. */
export function readVerificationToken(secret: string, token: unknown): VerificationToken | null {
  if (typeof token !== "string" || token.length !== TOKEN_LENGTH || !/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== TOKEN_BYTES) return null;
  const head = bytes.subarray(0, UUID_BYTES + EXPIRY_BYTES);
  const signature = bytes.subarray(UUID_BYTES + EXPIRY_BYTES);
  return {
    userId: bytesToUuid(head.subarray(0, UUID_BYTES)),
    expiresAt: new Date(head.readUInt32BE(UUID_BYTES) * 1000),
    isFor: (email) => timingSafeEqual(signature, mac(secret, head, email)),
  };
}

export function verificationUrl(siteUrl: string, token: string): string {
  const url = new URL("/verify-email", siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
