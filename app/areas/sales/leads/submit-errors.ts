import { ApiError } from "#app/lib/api.ts";

/** The server's message for a failed submit, or the form's own fallback (network failure, no message). */
export function submitFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.serverMessage(fallback) : fallback;
}

/** Field messages of a 400 answer for the form's own fields, in the form's field order. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Array<[F, string]> {
  const errors = error instanceof ApiError && error.status === 400 ? error.body?.errors : undefined;
  if (!errors) return [];
  return fields.flatMap((field) => (errors[field] ? [[field, errors[field]] as [F, string]] : []));
}
