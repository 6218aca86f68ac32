import { useState, type FormEvent, type ReactNode } from "react";
import { useActionData, useRevalidator } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { newIdempotencyKey } from "#app/lib/new-idempotency-key.ts";
import type { FormActionResult } from "#app/lib/page-action.ts";

/** Every button on the day: at least 48 px high and wide, bold, high contrast in sunlight. */
export const bigButtonClass =
  "inline-flex min-h-12 min-w-12 w-full items-center justify-center rounded-lg px-5 py-3 text-base font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-70 dark:focus-visible:outline-white";
export const primaryButton = `${bigButtonClass} bg-brand-800 text-white hover:bg-brand-900`;
export const secondaryButton = `${bigButtonClass} border-2 border-slate-900 bg-white text-slate-900 hover:bg-slate-100 dark:border-white dark:bg-slate-950 dark:text-white`;

export const NOT_REACHED =
  "This did not reach the office: no connection. What you entered is kept here. Press Retry when you have signal.";
export const OFFICE_FAILED =
  "The office could not save this just now. What you entered is kept here. Press Retry in a moment.";

type Outcome =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "not-reached"; message: string }
  | { state: "refused"; message: string; errors: Record<string, string> }
  | { state: "done"; message: string };

/** What a form's fields are told: the server's message for each field, by name. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * One action of the technician's day, safe on a flaky connection. Without JavaScript it is a plain form post to the
 * page (the write's page door, `intent`). With it, the fields go to the write's API with the form's Idempotency-Key,
 * the one it was drawn with: a press of Retry after no answer sends the same key, so the office does it once
 * whether or not the first attempt arrived. No answer at all says plainly that it did not reach the office and keeps
 * what was typed; a refusal shows the server's words under the fields; success says so where the technician is
 * looking, empties the form under a fresh key for the next one (a second part is a second part), and reloads the day.
 */
export function DayActionForm({
  intent,
  path,
  idField,
  recordId,
  idempotencyKey,
  submitLabel,
  done,
  multipart = false,
  primary = false,
  children,
}: {
  intent: string;
  /** The write's API path for this record. */
  path: string;
  /** The form field naming the record for the page's action (`visitId`, `ticketId`). */
  idField: string;
  recordId: string;
  idempotencyKey: string;
  submitLabel: string;
  /** What the form says once the office has it. */
  done: string;
  /** A file's form: its own multipart body, posted straight to the API without JavaScript too. */
  multipart?: boolean;
  /** The action the visit is waiting for (start, complete): the filled button. */
  primary?: boolean;
  children?: (errors: FieldErrors) => ReactNode;
}) {
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const [key, setKey] = useState(idempotencyKey);
  const revalidator = useRevalidator();
  const posted = useActionData<FormActionResult>();
  const withoutScript = posted?.intent === intent && !posted.ok ? posted.errors : undefined;
  const errors = outcome.state === "refused" ? outcome.errors : (withoutScript ?? {});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.state === "sending") return;
    const element = event.currentTarget;
    setOutcome({ state: "sending" });
    try {
      if (multipart) {
        await apiRequest("POST", path, undefined, {
          body: new FormData(element),
          headers: { Accept: "application/json", "Idempotency-Key": key },
        });
      } else {
        const body = Object.fromEntries(
          [...new FormData(element)].filter(
            ([name, value]) => typeof value === "string" && name !== "intent" && name !== idField,
          ),
        );
        await apiRequest("POST", path, body, {
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "Idempotency-Key": key,
          },
        });
      }
      setOutcome({ state: "done", message: done });
      element.reset();
      setKey(newIdempotencyKey());
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        setOutcome({
          state: "refused",
          message: error.serverMessage("The office refused this."),
          errors: error.body?.errors ?? {},
        });
      } else {
        setOutcome({ state: "not-reached", message: error instanceof ApiError ? OFFICE_FAILED : NOT_REACHED });
      }
    }
  };

  const retry = outcome.state === "not-reached";
  return (
    <form
      method="post"
      action={multipart ? path : undefined}
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idField} value={recordId} />
      <input type="hidden" name="idempotencyKey" value={key} />
      {children?.(errors)}
      <div aria-live="polite" className="empty:hidden">
        {outcome.state === "not-reached" || outcome.state === "refused" ? (
          <p
            role="alert"
            className="rounded-md border-2 border-red-800 bg-red-50 p-3 text-base font-semibold text-red-900"
          >
            {outcome.message}
          </p>
        ) : outcome.state === "done" ? (
          <p className="rounded-md border-2 border-green-800 bg-green-50 p-3 text-base font-semibold text-green-900">
            {outcome.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={retry || primary ? primaryButton : secondaryButton}
        disabled={outcome.state === "sending"}
      >
        {outcome.state === "sending" ? "Sending..." : retry ? `Retry: ${submitLabel}` : submitLabel}
      </button>
    </form>
  );
}
