import { labelledValues } from "#app/lib/labelled-values.ts";

/** What a lead note records: a plain note, or a call, meeting or e-mail with the customer (decision 0139). */
export const { values: noteKinds, labels: noteKindLabels } = labelledValues({
  note: "Note",
  call: "Call",
  meeting: "Meeting",
  email: "E-mail",
});
export type NoteKind = (typeof noteKinds)[number];

/** How a call, meeting or e-mail went; a plain note usually has none. */
export const { values: noteOutcomes, labels: noteOutcomeLabels } = labelledValues({
  reached: "Reached",
  no_answer: "No answer",
  left_message: "Left a message",
  interested: "Interested",
  not_interested: "Not interested",
  follow_up: "Follow-up needed",
});
export type NoteOutcome = (typeof noteOutcomes)[number];
