import { Thread } from "#app/ui/thread.tsx";
import type { LeadDetail } from "./lead-queries.server.ts";
import { noteSchema } from "./pipeline-schemas.ts";

const noteInput = {
  intent: "note",
  schema: noteSchema,
  label: "Add a note",
  hint: "Plain text, seen by staff only",
  submitLabel: "Add note",
  maxLength: 5000,
};

/** Staff notes, newest first, under the input that adds one. */
export function LeadNotes({ notes }: { notes: LeadDetail["notes"] }) {
  const entries = notes.map((note) => ({
    id: note.id,
    author: note.authorName ?? "A former admin",
    at: note.createdAt,
    body: note.body,
  }));
  return <Thread label="Notes" entries={entries} empty="No notes yet." input={noteInput} order="newest first" />;
}
