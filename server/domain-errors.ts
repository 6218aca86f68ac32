import type { FieldErrors } from "#app/lib/field-errors.ts";

/**
 * Why a service refused: what a caller (the API, a page, a job, the command line) needs to decide what to do,
 * without the service knowing how the answer travels. The HTTP layer maps each kind to its status
 * (server/http/errors.ts, docs/decisions/0113).
 */
export type DomainErrorKind =
  "not-found" | "invalid" | "conflict" | "forbidden" | "unauthenticated" | "rate-limited" | "unavailable" | "gone";

/** A refusal a service throws; its message (and field messages) are meant for the person who asked. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: FieldErrors,
    /** For "rate-limited": when the next attempt may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string, errors?: FieldErrors) => new DomainError("not-found", message, errors);

export const invalid = (message: string, errors?: FieldErrors) => new DomainError("invalid", message, errors);

export const conflict = (message: string, errors?: FieldErrors) => new DomainError("conflict", message, errors);

export const forbidden = (message: string) => new DomainError("forbidden", message);

/** Credentials that name no usable account. */
export const unauthenticated = (message: string) => new DomainError("unauthenticated", message);

export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError("rate-limited", message, undefined, retryAfterSeconds);

/** A provider the work depends on (the card processor) could not do its part. */
export const unavailable = (message: string) => new DomainError("unavailable", message);

/** A genuine link or record that has had its time (an expired signed link): 410, not a 404. */
export const gone = (message: string) => new DomainError("gone", message);

export const isDomainError = (error: unknown, kind: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && error.kind === kind;
