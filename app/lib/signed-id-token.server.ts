import { timingSafeEqual } from "node:crypto";
import { signWithSecret } from "#server/secret.ts";

const ID_BYTES = 16;
const WORD_BYTES = 4;
const MAC_BYTES = 32;

/** What a signed link carries: a record's UUID, a few unsigned 32-bit numbers of its own, and when it expires. */
export interface SignedIdClaims {
  id: string;
  words: number[];
  expiresAt: Date;
}

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * Tokens for links mailed to a customer that need no storage: base64url(record id, `wordCount` numbers, expiry in
 * epoch seconds, HMAC of those with the app secret under `purpose`). One purpose's token is refused by every other,
 * and none can be made for another record or a later expiry. `read` answers the claims of a genuine token even once
 * expired, so a page can tell an expired link (410) from a forged one (404); null for anything forged or malformed.
 */
export function signedIdToken(purpose: string, wordCount: number) {
  const payloadBytes = ID_BYTES + (wordCount + 1) * WORD_BYTES;
  const tokenLength = Math.ceil(((payloadBytes + MAC_BYTES) * 4) / 3);
  return {
    create(secret: string, claims: SignedIdClaims): string {
      if (claims.words.length !== wordCount) throw new Error(`A ${purpose} token carries ${wordCount} numbers`);
      const payload = Buffer.alloc(payloadBytes);
      Buffer.from(claims.id.replace(/-/g, ""), "hex").copy(payload, 0);
      claims.words.forEach((word, index) => payload.writeUInt32BE(word, ID_BYTES + index * WORD_BYTES));
      payload.writeUInt32BE(Math.floor(claims.expiresAt.getTime() / 1000), payloadBytes - WORD_BYTES);
      return Buffer.concat([payload, signWithSecret(secret, purpose, payload)]).toString("base64url");
    },
    read(secret: string, token: unknown): SignedIdClaims | null {
      if (typeof token !== "string" || token.length !== tokenLength || !/^[\w-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, "base64url");
      const payload = bytes.subarray(0, payloadBytes);
      const mac = bytes.subarray(payloadBytes);
      if (mac.length !== MAC_BYTES || !timingSafeEqual(mac, signWithSecret(secret, purpose, payload))) return null;
      return {
        id: uuidOf(payload.subarray(0, ID_BYTES).toString("hex")),
        words: Array.from({ length: wordCount }, (_, index) => payload.readUInt32BE(ID_BYTES + index * WORD_BYTES)),
        expiresAt: new Date(payload.readUInt32BE(payloadBytes - WORD_BYTES) * 1000),
      };
    },
  };
}
