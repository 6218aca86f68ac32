import { randomInt } from "node:crypto";

/** No 0/O or 1/I: a code read out over the phone has one spelling. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** `length` characters drawn at random from CODE_ALPHABET (5 bits each). */
export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
