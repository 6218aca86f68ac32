import { randomCode } from "#app/lib/random-code.server.ts";

export const REFERENCE_PATTERN = /^SR-[2-9A-HJ-NP-Z]{6}$/;

/**
 * A random reference like SR-7K3Q9P (32^6, about a billion); the unique index settles the rare collision.
 * Appointments use the prefix AP, service tickets ST.
 */
export function newReference(prefix: "SR" | "AP" | "ST" = "SR"): string {
  return `${prefix}-${randomCode(6)}`;
}
