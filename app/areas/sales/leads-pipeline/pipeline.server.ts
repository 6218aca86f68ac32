import { rolesHolding } from "#app/lib/permissions.ts";
import { and, eq, getTableColumns, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { conflict, forbidden, invalid, notFound } from "#server/domain-errors.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { rescoreLead } from "#app/areas/sales/lead-scores/index.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.ts";
import { giveUnownedCustomerTo } from "./customer-owner.server.ts";
import { addActivity, addLeadActivity, type ActivitySubject } from "./lead-activity.server.ts";
import { seesAmounts, withAmountsFor, type LeadWorker } from "./lead-scope.server.ts";
import { rolePolicy } from "#server/settings.ts";
import type { AppServices } from "#server/services.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { LEAD_NOT_FOUND } from "./lead-queries.server.ts";
import type { LeadActivityDetails, LeadActivityKind, LeadStatus } from "./pipeline.ts";
import type { DealChange } from "./deal-schema.ts";
import { ASSIGNEE_MESSAGE, type NewNote, type NewTask, type StatusChange } from "./pipeline-schemas.ts";
import { enterStage } from "./stage-history.server.ts";
import { leadNotes, leadTasks } from "./tables.server.ts";

export const TASK_NOT_FOUND = "Task not found";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

function logActivity<K extends LeadActivityKind>(
  tx: Transaction,
  leadId: string,
  actor: SessionUser,
  kind: K,
  detail: LeadActivityDetails[K],
  at?: Date,
) {
  return addLeadActivity(tx, leadId, actor.id, kind, detail, at);
}

/** The words of the 403 when a worker who may not assign others names someone else. */
export const ASSIGN_ONLY_SELF = "You can assign leads and tasks only to yourself";

/**
 * The lead's pipeline fields, locked until the transaction ends so concurrent changes queue up. A lead outside the
 * worker's scope is not found, like a missing one.
 */
async function lockLead(tx: Transaction, leadId: string, scope: SQL | undefined) {
  const [lead] = await tx
    .select({
      createdAt: leads.createdAt,
      status: leads.status,
      lostReason: leads.lostReason,
      wonAt: leads.wonAt,
      firstContactedAt: leads.firstContactedAt,
      assigneeId: leads.assigneeId,
      customerId: leads.customerId,
      isSpam: leads.isSpam,
      spamReviewedAt: leads.spamReviewedAt,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), scope))
    .for("update");
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return { ...lead, status: lead.status as LeadStatus };
}

/**
 * Locks what an activity is logged on until the transaction ends: a lead in the worker's scope, or a customer they
 * read that was not merged away (decision 0144). Either outside answers 404 like a missing one.
 */
async function lockSubject(tx: Transaction, subject: ActivitySubject, worker: LeadWorker) {
  if (subject.leadId) {
    await lockLead(tx, subject.leadId, worker.scope);
    return;
  }
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, subject.customerId!), isNull(customers.mergedIntoId), worker.customers))
    .for("update");
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
}

/** The display name of an enabled staff member who may be given a lead; a 400 on the given field for anyone else. */
async function adminName(tx: Transaction, userId: string, field: string): Promise<string> {
  const [admin] = await tx
    .select({ name: fullName(users) })
    .from(users)
    .where(
      and(eq(users.id, userId), inArray(users.userType, rolesHolding("write:lead:own")), eq(users.disabled, false)),
    );
  if (!admin) throw invalid(ASSIGNEE_MESSAGE, { [field]: ASSIGNEE_MESSAGE });
  return admin.name ?? "";
}

/** Refuses naming someone else as assignee to a worker who may only take work for themselves. */
function assertMayAssign(worker: LeadWorker, assigneeId: string | null) {
  if (assigneeId !== null && assigneeId !== worker.user.id && !worker.assignsOthers) throw forbidden(ASSIGN_ONLY_SELF);
}

/** Statuses that mean someone has spoken with the customer. */
const contactedStatuses: ReadonlySet<LeadStatus> = new Set([
  "contacted",
  "site_visit_scheduled",
  "proposal_sent",
  "won",
]);

/**
 * Moves a lead through the pipeline and logs it, in one transaction. The first move
 * to a contacted status records the first contact, which settles the response promise.
 * A move records the stage history and sets the won date on entering won, clearing it on leaving.
 */
export async function changeStatus(
  db: Database,
  leadId: string,
  { user: actor, scope }: LeadWorker,
  change: StatusChange,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, scope);
    const unchanged = lead.status === change.status && lead.lostReason === change.lostReason;
    if (unchanged) {
      return {
        status: lead.status,
        lostReason: lead.lostReason,
        firstContactedAt: lead.firstContactedAt,
        wonAt: lead.wonAt,
      };
    }
    const firstContactedAt = lead.firstContactedAt ?? (contactedStatuses.has(change.status) ? now : null);
    const moved = lead.status !== change.status;
    const wonAt = change.status !== "won" ? null : moved ? now : lead.wonAt;
    await tx
      .update(leads)
      .set({ status: change.status, lostReason: change.lostReason, firstContactedAt, wonAt })
      .where(eq(leads.id, leadId));
    if (moved) await enterStage(tx, { id: leadId, ...lead }, change.status, actor.id, now);
    await logActivity(
      tx,
      leadId,
      actor,
      "status_changed",
      { from: lead.status, to: change.status, lostReason: change.lostReason },
      now,
    );
    return { status: change.status, lostReason: change.lostReason, firstContactedAt, wonAt };
  });
}

/** The deal's fields as the lead page and the board show them. */
const dealColumns = {
  amountCents: leads.amountCents,
  systemSizeKw: leads.systemSizeKw,
  batteryKwh: leads.batteryKwh,
  expectedCloseOn: leads.expectedCloseOn,
  waitingOn: leads.waitingOn,
  utility: leads.utility,
  ownership: leads.ownership,
};

/** The words of the 403 when a role that may not see amounts sends one. */
export const AMOUNT_NOT_YOURS = "Your role does not see amounts, so it cannot set a deal's amount";

/**
 * Changes the deal fields given (a field left out stays); the audit trail keeps what they were. A role without
 * `read:money` may change the rest but not the amount it cannot see, and its answer leaves the amount out.
 */
export async function changeDeal(
  services: Pick<AppServices, "db" | "config" | "readSettings">,
  leadId: string,
  { user, scope }: LeadWorker,
  change: DealChange,
) {
  const policy = await rolePolicy(services);
  if (change.amountCents !== undefined && !seesAmounts(user, policy)) throw forbidden(AMOUNT_NOT_YOURS);
  const deal = await services.db.transaction(async (tx) => {
    await lockLead(tx, leadId, scope);
    const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    // Drizzle refuses an update that sets nothing: a change of no field reads the deal as it is.
    const [deal] =
      Object.keys(given).length > 0
        ? await tx.update(leads).set(given).where(eq(leads.id, leadId)).returning(dealColumns)
        : await tx.select(dealColumns).from(leads).where(eq(leads.id, leadId));
    // The utility and the ownership are the fit score's inputs.
    if (Object.keys(given).length > 0) await rescoreLead(tx, { leadId });
    return deal!;
  });
  return withAmountsFor(user, policy, deal);
}

const EXCERPT_LENGTH = 140;

/** What the API answers for a note. */
const noteColumns = {
  id: leadNotes.id,
  createdAt: leadNotes.createdAt,
  body: leadNotes.body,
  kind: leadNotes.kind,
  outcome: leadNotes.outcome,
};

/**
 * Adds a note, or a call, meeting or e-mail with its outcome, on a lead or on a customer without a deal, and its next
 * step as a task (for whoever logs it unless another is named), with one timeline entry for all of it, in one
 * transaction. With an idempotency key, a repeat returns the first note and adds nothing.
 */
export async function addNote(
  db: Database,
  subject: ActivitySubject,
  worker: LeadWorker,
  { body, kind, outcome, nextStep }: NewNote,
  idempotencyKey: string | null = null,
) {
  const { user: actor } = worker;
  return db.transaction(async (tx) => {
    await lockSubject(tx, subject, worker);
    const [note] = await tx
      .insert(leadNotes)
      .values({ ...subject, authorId: actor.id, body, kind, outcome, idempotencyKey })
      .onConflictDoNothing({ target: leadNotes.idempotencyKey })
      .returning(noteColumns);
    if (!note) return firstNote(tx, idempotencyKey!);
    const task = nextStep ? await addNextStep(tx, subject, worker, nextStep) : null;
    // A call, meeting or e-mail in which the customer answered is engagement.
    if (outcome)
      await rescoreLead(tx, subject.leadId ? { leadId: subject.leadId } : { customerId: subject.customerId! });
    // Cut by characters, not UTF-16 units: half an emoji is a lone surrogate, which a jsonb column refuses.
    const characters = Array.from(body);
    const excerpt = characters.length > EXCERPT_LENGTH ? `${characters.slice(0, EXCERPT_LENGTH - 1).join("")}…` : body;
    await addActivity(tx, subject, actor.id, "note_added", {
      noteId: note.id,
      excerpt,
      kind,
      outcome,
      nextStep: task && {
        taskId: task.id,
        title: task.title,
        dueAt: task.dueAt.toISOString(),
        assigneeName: task.assigneeName,
      },
    });
    return { ...note, authorName: fullNameOf(actor), nextStep: task };
  });
}

/** An activity's next step as a task, named in errors by its place in the activity (`nextStep.assigneeId`). */
async function addNextStep(tx: Transaction, subject: ActivitySubject, worker: LeadWorker, nextStep: NewTask) {
  const assigneeId = nextStep.assigneeId ?? worker.user.id;
  assertMayAssign(worker, assigneeId);
  const assigneeName = await adminName(tx, assigneeId, "nextStep.assigneeId");
  const [task] = await tx
    .insert(leadTasks)
    .values({ ...subject, assigneeId, title: nextStep.title, dueAt: nextStep.dueAt })
    .returning(taskColumns);
  return { ...task!, assigneeName };
}

async function firstNote(tx: Transaction, idempotencyKey: string) {
  const [note] = await tx
    .select({ ...noteColumns, authorName: fullName(users) })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(eq(leadNotes.idempotencyKey, idempotencyKey));
  return { ...note!, nextStep: null };
}

function fullNameOf(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * Gives a lead to a staff member who works leads, or to nobody, and logs it. The assignee becomes the owner of the
 * lead's customer when it has none (decision 0140).
 */
export async function assignLead(db: Database, leadId: string, worker: LeadWorker, assigneeId: string | null) {
  const { user: actor, scope } = worker;
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, scope);
    assertMayAssign(worker, assigneeId);
    const assigneeName = assigneeId ? await adminName(tx, assigneeId, "assigneeId") : null;
    if (lead.assigneeId !== assigneeId) {
      await tx.update(leads).set({ assigneeId }).where(eq(leads.id, leadId));
      await logActivity(tx, leadId, actor, "assigned", { assigneeId, assigneeName });
      if (assigneeId) await giveUnownedCustomerTo(tx, lead.customerId, assigneeId);
    }
    return { assigneeId, assigneeName };
  });
}

/** What the API answers for a task; its idempotency key stays with the caller. */
const { idempotencyKey: _taskKey, ...taskColumns } = getTableColumns(leadTasks);

/**
 * A follow-up task, for the admin named, else the lead's assignee, else whoever creates it.
 * With an idempotency key, a repeat returns the first task and adds nothing.
 */
export async function createTask(
  db: Database,
  leadId: string,
  worker: LeadWorker,
  task: NewTask,
  idempotencyKey: string | null = null,
) {
  const { user: actor, scope } = worker;
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, scope);
    const assigneeId = task.assigneeId ?? lead.assigneeId ?? actor.id;
    assertMayAssign(worker, assigneeId);
    const assigneeName = await adminName(tx, assigneeId, "assigneeId");
    const [created] = await tx
      .insert(leadTasks)
      .values({ leadId, assigneeId, title: task.title, dueAt: task.dueAt, idempotencyKey })
      .onConflictDoNothing({ target: leadTasks.idempotencyKey })
      .returning(taskColumns);
    if (!created) return firstTask(tx, idempotencyKey!);
    await logActivity(tx, leadId, actor, "task_created", {
      taskId: created.id,
      title: created.title,
      dueAt: created.dueAt.toISOString(),
      assigneeName,
    });
    return { ...created, assigneeName };
  });
}

async function firstTask(tx: Transaction, idempotencyKey: string) {
  const [task] = await tx
    .select({ ...taskColumns, assigneeName: fullName(users) })
    .from(leadTasks)
    .leftJoin(users, eq(users.id, leadTasks.assigneeId))
    .where(eq(leadTasks.idempotencyKey, idempotencyKey));
  return task!;
}

/**
 * Tasks on a lead in the worker's scope or on a customer they read: a task the worker may complete (My tasks lists
 * the same).
 */
export function taskInScope(db: Database, { scope, customers: customerScope }: LeadWorker): SQL | undefined {
  if (!scope && !customerScope) return undefined;
  const onLead = scope
    ? inArray(leadTasks.leadId, db.select({ id: leads.id }).from(leads).where(scope))
    : isNotNull(leadTasks.leadId);
  const onCustomer = customerScope
    ? inArray(leadTasks.customerId, db.select({ id: customers.id }).from(customers).where(customerScope))
    : isNotNull(leadTasks.customerId);
  return or(onLead, onCustomer);
}

/** Marks a task done; a task of a lead or customer outside the worker's reach is not found. */
export async function completeTask(db: Database, taskId: string, worker: LeadWorker, now = new Date()) {
  const { user: actor } = worker;
  const ofSubjectInScope = taskInScope(db, worker);
  return db.transaction(async (tx) => {
    const [task] = await tx
      .update(leadTasks)
      .set({ completedAt: now })
      .where(and(eq(leadTasks.id, taskId), ofSubjectInScope, isNull(leadTasks.completedAt)))
      .returning(taskColumns);
    if (!task) {
      const [existing] = await tx
        .select({ id: leadTasks.id })
        .from(leadTasks)
        .where(and(eq(leadTasks.id, taskId), ofSubjectInScope));
      throw existing ? conflict("This task is already done") : notFound(TASK_NOT_FOUND);
    }
    const subject: ActivitySubject = task.leadId ? { leadId: task.leadId } : { customerId: task.customerId! };
    await addActivity(tx, subject, actor.id, "task_completed", { taskId: task.id, title: task.title });
    return task;
  });
}

/**
 * Staff's decision on a lead: spam or not. It settles "possible spam" either way and is
 * logged; repeating the lead's current decision changes and logs nothing. Marking a lead
 * not spam sends no mail, also when the honeypot kept it from being mailed: staff have it
 * in front of them, and a late confirmation could go to an address a bot typed in.
 */
export async function markSpam(
  db: Database,
  leadId: string,
  { user: actor, scope }: LeadWorker,
  spam: boolean,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId, scope);
    if (lead.spamReviewedAt && lead.isSpam === spam) return { isSpam: spam, spamReviewedAt: lead.spamReviewedAt };
    await tx.update(leads).set({ isSpam: spam, spamReviewedAt: now }).where(eq(leads.id, leadId));
    await logActivity(tx, leadId, actor, "spam_marked", { spam });
    return { isSpam: spam, spamReviewedAt: now };
  });
}
