import { zodResolver } from "@hookform/resolvers/zod";
import { ActionForm } from "#app/ui/action-form.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { LeadDetail } from "./lead-queries.server.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { noteSchema } from "./pipeline-schemas.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";

function NoteForm() {
  const action = useActionForm("note", zodResolver(noteSchema), {
    defaultValues: { body: "" },
    resetOnSuccess: true,
  });
  return (
    <ActionForm action={action} submitLabel="Add note">
      <Field label="Add a note" hint="Plain text, seen by staff only" error={action.fieldError("body")}>
        <textarea rows={3} maxLength={5000} className={inputClass} {...action.form.register("body")} />
      </Field>
    </ActionForm>
  );
}

/** Staff notes, newest first; the text is shown exactly as typed (React escapes it). */
export function LeadNotes({ notes }: { notes: LeadDetail["notes"] }) {
  return (
    <div className="grid gap-4">
      <NoteForm />
      {notes.length === 0 ? (
        <EmptyState>No notes yet.</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900">
              <p className="whitespace-pre-wrap wrap-anywhere">{note.body}</p>
              <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                {note.authorName ?? "A former admin"} · {formatOfficeTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
