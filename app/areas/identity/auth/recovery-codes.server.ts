import { createHash, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits nobody misreads on paper (no 0/o, 1/l/i). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const HALF_LENGTH = 5;

function randomText(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** Ten codes like "k7mqz-2xrhw" (about 49 bits each), shown to their owner once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomText(HALF_LENGTH)}-${randomText(HALF_LENGTH)}`);
}

/** What a typed code is compared as: case, spaces and the hyphen do not matter. */
export function normalRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Only this is stored: the codes are random enough that a fast hash cannot be reversed by guessing. */
export function hashRecoveryCode(typed: string): string {
  return createHash("sha256").update(normalRecoveryCode(typed)).digest("hex");
}
