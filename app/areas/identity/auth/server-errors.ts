import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "#app/lib/api.ts";

/**
 * Puts the server's field errors (400 validation, 409 taken) under the fields they
 * name; returns the message to show beside the form when no field was named.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiError))
    return "The server could not be reached. Please check your connection and try again.";
  let placed = false;
  for (const [field, message] of Object.entries(error.body?.errors ?? {})) {
    if (!fields.includes(field as FieldPath<T>)) continue;
    setError(field as FieldPath<T>, { type: "server", message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.serverMessage("Something went wrong. Please try again.");
}
