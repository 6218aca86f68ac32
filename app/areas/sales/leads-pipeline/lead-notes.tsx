import { Thread } from "#app/ui/thread.tsx";
import { noteKindLabels, noteOutcomeLabels } from "./activity-kinds.ts";
import { LeadActivityForm } from "./lead-activity-form.tsx";
import type { AssignableAdmin, LeadDetail } from "./lead-queries.server.ts";

type Note = LeadDetail["notes"][number];

/** "Call, Reached": what kind of activity an entry was and how it went; nothing for a plain note. */
function kindAndOutcome({ kind, outcome }: Note): string | undefined {
  const said = [kind === "note" ? null : noteKindLabels[kind], outcome ? noteOutcomeLabels[outcome] : null];
  return said.filter(Boolean).join(", ") || undefined;
}

/** Staff notes and logged calls, meetings and e-mails, newest first, under the form that logs one. */
export function LeadNotes({ notes, admins }: { notes: LeadDetail["notes"]; admins: AssignableAdmin[] }) {
  const entries = notes.map((note) => ({
    id: note.id,
    author: note.authorName ?? "A former admin",
    at: note.createdAt,
    body: note.body,
    status: kindAndOutcome(note),
  }));
  return (
    <Thread
      label="Notes and activities"
      entries={entries}
      empty="No notes or activities yet."
      form={<LeadActivityForm admins={admins} />}
      order="newest first"
    />
  );
}
