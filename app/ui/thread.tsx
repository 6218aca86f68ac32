import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import type { z } from "zod";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "./action-form.tsx";
import { EmptyState } from "./empty-state.tsx";
import { Field, inputClass } from "./field.tsx";

/** One dated entry of a thread: a note, an update, a message. */
export interface ThreadEntry {
  id: string;
  /** Who wrote it, as the reader should read it ("You", "Ana Ruiz", "Our team"). */
  author: string;
  at: Date;
  body: string;
  /** Written by the reader: set apart from the others. */
  mine?: boolean;
  /** Said after the time ("Read"). */
  status?: string;
  /** What the reader may do with it, under it (staff's delete of a project update). */
  actions?: ReactNode;
}

/** The input that adds an entry: a page action whose schema reads one `body` field. */
export interface ThreadInput {
  intent: string;
  schema: z.ZodType<{ body: string }, { body: string }>;
  label: string;
  hint: string;
  submitLabel: string;
  maxLength: number;
  rows?: number;
  primary?: boolean;
}

function ThreadForm({ input }: { input: ThreadInput }) {
  const action = useActionForm(input.intent, zodResolver(input.schema), {
    defaultValues: { body: "" },
    resetOnSuccess: true,
  });
  return (
    <ActionForm action={action} submitLabel={input.submitLabel} primary={input.primary}>
      <Field label={input.label} hint={input.hint} error={action.fieldError("body")}>
        <textarea
          rows={input.rows ?? 3}
          maxLength={input.maxLength}
          className={inputClass}
          {...action.form.register("body")}
        />
      </Field>
    </ActionForm>
  );
}

/**
 * Dated entries and the input that adds one: lead notes, project updates and messages, and what CRM activities and ticket comments
 * will be. Entries show in the order given, each an article naming its author and its office time; the text exactly
 * as typed, line breaks kept (React escapes it). Newest first puts the input above the entries, oldest first below.
 */
export function Thread({
  label,
  entries,
  empty,
  input,
  form,
  order,
}: {
  /** Names the list of entries ("Notes", "Messages"). */
  label: string;
  entries: readonly ThreadEntry[];
  empty: string;
  input?: ThreadInput;
  /** In place of `input`, a form of the thread's own whose entries have more than a body (a CRM activity). */
  form?: ReactNode;
  order: "newest first" | "oldest first";
}) {
  const inputForm = input ? <ThreadForm input={input} /> : form;
  return (
    <div className="grid gap-4">
      {order === "newest first" ? inputForm : null}
      {entries.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ol aria-label={label} className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <article
                aria-label={`${entry.author}, ${formatOfficeTime(entry.at)}`}
                className={`rounded-md p-3 text-sm ${entry.mine ? "ml-8 bg-brand-50 dark:bg-brand-950" : "bg-slate-50 dark:bg-slate-900"}`}
              >
                <p className="whitespace-pre-wrap wrap-anywhere">{entry.body}</p>
                <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  {entry.author} · <time dateTime={entry.at.toISOString()}>{formatOfficeTime(entry.at)}</time>
                  {entry.status ? ` · ${entry.status}` : null}
                </p>
                {entry.actions ? <div className="mt-2">{entry.actions}</div> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {order === "oldest first" ? inputForm : null}
    </div>
  );
}
