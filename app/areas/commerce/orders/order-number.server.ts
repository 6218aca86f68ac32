import { randomCode } from "#app/lib/random-code.server.ts";

export const ORDER_NUMBER_PATTERN = /^SO-[2-9A-HJ-NP-Z]{10}$/;

/**
 * A random order number like SO-7K3Q9PX2MD: 50 bits, so numbers are neither sequential nor worth guessing (a wrong
 * one answers 404 like another buyer's); the unique index settles the rare collision.
 */
export function newOrderNumber(): string {
  return `SO-${randomCode(10)}`;
}
