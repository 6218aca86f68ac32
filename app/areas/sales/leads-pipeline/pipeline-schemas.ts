import { z } from "#app/lib/zod.ts";
import { company } from "#app/content/company.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInRange } from "#app/lib/date-range.ts";
import { booleanField } from "#app/lib/field-rules.ts";
import { leadStatuses } from "./pipeline.ts";
import { noteKinds, noteOutcomes } from "./activity-kinds.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";

/**
 * The pipeline's inputs, shared by the JSON API and the lead page's forms: a form
 * sends strings (blank meaning none), the API may also send null.
 */

const tooLong = (max: number) => `Must be at most ${max} characters`;
const blankToNull = (value: string | null | undefined) => (value ? value : null);

const LOST_REASON_MESSAGE = "Please say why this lead was lost";

export const statusChangeSchema = z
  .object({
    status: z.enum(leadStatuses, { error: "Please choose a status" }),
    lostReason: z.string().trim().max(500, tooLong(500)).nullish().transform(blankToNull),
  })
  .superRefine((value, ctx) => {
    if (value.status === "lost" && !value.lostReason) {
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: LOST_REASON_MESSAGE });
    }
  })
  .transform((value) => ({ status: value.status, lostReason: value.status === "lost" ? value.lostReason : null }));

export const ASSIGNEE_MESSAGE = "Please choose a staff member who works on leads";
const optionalAdminId = z
  .union([z.uuid(ASSIGNEE_MESSAGE), z.literal(""), z.null()], { error: ASSIGNEE_MESSAGE })
  .optional()
  .transform(blankToNull);

export const assigneeSchema = z.object({ assigneeId: optionalAdminId });

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DUE_MESSAGE = "Please choose a due date and time";

/**
 * A date-time input's value ("2025-03-04T14:30") is a time at the office, in the
 * company's zone; an ISO 8601 time with an offset (the API's form) is taken as it is.
 */
export function parseDueAt(value: string, timeZone: string = company.timeZone): Date | null {
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, year, month, day, hour, minute] = local.map(Number) as [number, number, number, number, number, number];
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
    return zonedTimeToInstant({ year, month, day, hour, minute }, timeZone);
  }
  if (!z.iso.datetime({ offset: true }).safeParse(value).success) return null;
  return new Date(value);
}

export const taskSchema = z.object({
  title: z.string("Please describe the task").trim().min(1, "Please describe the task").max(200, tooLong(200)),
  dueAt: z.string(DUE_MESSAGE).transform((value, ctx) => {
    const dueAt = parseDueAt(value.trim());
    if (!dueAt || !isDateInRange(dueAt)) {
      ctx.addIssue({ code: "custom", message: dueAt ? DATE_OUT_OF_RANGE_MESSAGE : DUE_MESSAGE });
      return z.NEVER;
    }
    return dueAt;
  }),
  /** Whose task it is; by default the lead's assignee, else whoever creates it. */
  assigneeId: optionalAdminId,
});

const OUTCOME_MESSAGE = "Please choose an outcome from the list";

const noteFields = z.object({
  body: z.string("Please write a note").trim().min(1, "Please write a note").max(5000, tooLong(5000)),
  kind: z.enum(noteKinds, { error: "Please choose what kind of activity this was" }).default("note"),
  outcome: z
    .union([z.enum(noteOutcomes), z.literal(""), z.null()], { error: OUTCOME_MESSAGE })
    .optional()
    .transform((outcome) => outcome || null),
  nextStep: taskSchema.nullish().transform((step) => step ?? null),
});

const NEXT_STEP_FIELD = "nextStep.";

/**
 * The page form posts its next step as flat `nextStep.title` fields, the browser's form and the API as an object:
 * both become the object, and a next step whose every field is blank is none. Typed as the browser's form values.
 */
function nextStepOf(input: z.input<typeof noteFields>): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { nextStep: given, ...fields } = input as Record<string, unknown>;
  const flat = Object.entries(fields).filter(([key]) => key.startsWith(NEXT_STEP_FIELD));
  if (flat.length === 0 && given === undefined) return input;
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !key.startsWith(NEXT_STEP_FIELD)));
  const nextStep =
    flat.length > 0
      ? Object.fromEntries(flat.map(([key, value]) => [key.slice(NEXT_STEP_FIELD.length), value]))
      : given;
  return { ...rest, nextStep: isBlankObject(nextStep) ? null : nextStep };
}

function isBlankObject(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (field) => field === undefined || field === null || (typeof field === "string" && field.trim() === ""),
    )
  );
}

/**
 * A note on a lead, or a call, meeting or e-mail with its outcome; with a next step, which becomes a task (its
 * assignee by default whoever logs the activity). The lead page's form and POST /api/admin/leads/:id/notes.
 */
export const noteSchema = z.preprocess(nextStepOf, noteFields);

const SPAM_MESSAGE = "Please say whether this lead is spam";

/** Staff's spam decision: a boolean from the API, "true" or "false" from the page's buttons. */
export const spamDecisionSchema = z.object({
  spam: booleanField(SPAM_MESSAGE),
});

export type StatusChange = z.output<typeof statusChangeSchema>;
export type NewTask = z.output<typeof taskSchema>;
export type NewNote = z.output<typeof noteSchema>;
