import { timingSafeEqual } from "node:crypto";
import { signWithSecret } from "#server/secret.ts";

const PURPOSE = "appointment-manage";
const ID_BYTES = 16;
const PAYLOAD_BYTES = ID_BYTES + 4 + 4;
const MAC_BYTES = 32;
const TOKEN_LENGTH = Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3);

export interface ManageTokenClaims {
  appointmentId: string;
  /** The appointment's sequence when the link was sent: a later sequence means it was moved or cancelled since. */
  sequence: number;
  expiresAt: Date;
}

/**
 * base64url(appointment id, sequence, expiry in epoch seconds, HMAC of those): needs no storage, cannot be made
 * for another appointment or a later expiry, and names the version of the appointment it was sent for.
 */
export function createManageToken(secret: string, claims: ManageTokenClaims): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  Buffer.from(claims.appointmentId.replace(/-/g, ""), "hex").copy(payload, 0);
  payload.writeUInt32BE(claims.sequence, ID_BYTES);
  payload.writeUInt32BE(Math.floor(claims.expiresAt.getTime() / 1000), ID_BYTES + 4);
  return Buffer.concat([payload, signWithSecret(secret, PURPOSE, payload)]).toString("base64url");
}

/** The claims of a genuine, unexpired token; null for anything forged, altered, malformed or expired. */
export function readManageToken(secret: string, token: unknown, now: Date): ManageTokenClaims | null {
  if (typeof token !== "string" || token.length !== TOKEN_LENGTH || !/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  const mac = bytes.subarray(PAYLOAD_BYTES);
  if (mac.length !== MAC_BYTES || !timingSafeEqual(mac, signWithSecret(secret, PURPOSE, payload))) return null;
  const expiresAt = new Date(payload.readUInt32BE(ID_BYTES + 4) * 1000);
  if (expiresAt <= now) return null;
  const hex = payload.subarray(0, ID_BYTES).toString("hex");
  return {
    appointmentId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    sequence: payload.readUInt32BE(ID_BYTES),
    expiresAt,
  };
}

export function manageUrl(siteUrl: string, token: string): string {
  return new URL(`/resources/book-appointment/manage/${token}`, siteUrl).toString();
}
