import { notFound } from "#server/domain-errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL or a form: anything that is not a UUID names no record (and never reaches the database). */
export function recordId(value: unknown, notFoundMessage: string): string {
  if (typeof value !== "string" || !UUID.test(value)) throw notFound(notFoundMessage);
  return value;
}

const SERIAL = /^[1-9]\d{0,9}$/;

/** An integer id (an identity column's) from a URL or a form, as text; anything else names no record. */
export function serialRecordId(value: unknown, notFoundMessage: string): string {
  if (typeof value !== "string" || !SERIAL.test(value) || Number(value) > 2 ** 31 - 1) throw notFound(notFoundMessage);
  return value;
}
