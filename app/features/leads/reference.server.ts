import { randomInt } from "node:crypto";

/** No 0/O or 1/I: a reference read out over the phone has one spelling. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const LENGTH = 6;

export const REFERENCE_PATTERN = /^SR-[2-9A-HJ-NP-Z]{6}$/;

/** A random reference like SR-7K3Q9P (32^6, about a billion); the unique index settles the rare collision. */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SR-${code}`;
}
