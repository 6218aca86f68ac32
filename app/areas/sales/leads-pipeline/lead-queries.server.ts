import { and, asc, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { rolePolicy } from "#server/settings.ts";
import type { Database } from "#server/db/client.ts";
import { notFound } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { rolesHolding, type Permission } from "#app/lib/permissions.ts";
import type { LeadActivityEntry, LeadStatus } from "./pipeline.ts";
import { responseSla, type ResponseSla } from "./response-sla.ts";
import { leadScope, leadWorker, withAmountsFor } from "./lead-scope.server.ts";
import { leadActivities, leadNotes, leadTasks } from "./tables.server.ts";
import { mailOutbox } from "#app/areas/messaging/tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

export const LEAD_NOT_FOUND = "Lead not found";
/** A lead's timeline, notes and tasks are read up to this many entries each. */
const DETAIL_LIMIT = 500;

/** A lead with its response promise's state at `now`. */
export function withSla<T extends { createdAt: Date; firstContactedAt: Date | null; status: string; isSpam: boolean }>(
  row: T,
  now: Date,
): Omit<T, "status"> & { status: LeadStatus; sla: ResponseSla | null } {
  return { ...row, status: row.status as LeadStatus, sla: responseSla(row, now) };
}

/** Every stored field of a lead, less the form's retry token and the search index, which mean nothing to staff. */
const { idempotencyKey: _retryToken, searchText: _searchText, ...leadColumns } = getTableColumns(leads);
export const leadFieldColumns = leadColumns;

/**
 * A lead with its timeline, notes and tasks, as the user may read it: a lead outside their scope is not found, like
 * a missing one, and its amounts are left out for a role without `read:money`.
 */
export async function getLead(
  services: Pick<AppServices, "db" | "readSettings">,
  user: SessionUser,
  id: string,
  now = new Date(),
) {
  const { db } = services;
  const policy = await rolePolicy(services);
  const [row] = await db
    .select({ ...leadColumns, assigneeName: fullName(users) })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(and(eq(leads.id, id), leadScope(user, policy)));
  if (!row) throw notFound(LEAD_NOT_FOUND);
  const [activities, notes, tasks, mails] = await Promise.all([
    entriesOfLead(
      db,
      id,
      leadActivities,
      leadActivities.actorId,
      {
        kind: leadActivities.kind,
        detail: leadActivities.detail,
        actorName: fullName(users),
      },
      newestFirst(leadActivities),
    ),
    entriesOfLead(
      db,
      id,
      leadNotes,
      leadNotes.authorId,
      {
        body: leadNotes.body,
        kind: leadNotes.kind,
        outcome: leadNotes.outcome,
        authorName: fullName(users),
      },
      newestFirst(leadNotes),
    ),
    entriesOfLead(
      db,
      id,
      leadTasks,
      leadTasks.assigneeId,
      {
        title: leadTasks.title,
        dueAt: leadTasks.dueAt,
        completedAt: leadTasks.completedAt,
        assigneeId: leadTasks.assigneeId,
        assigneeName: fullName(users),
      },
      [sql`${leadTasks.completedAt} is not null`, asc(leadTasks.dueAt), asc(leadTasks.id)],
    ),
    row.customerId ? mailsToCustomer(db, row.customerId) : [],
  ]);
  return {
    lead: withAmountsFor(user, policy, withSla(row, now)),
    activities: activities as LeadActivityEntry[],
    notes,
    tasks,
    mails,
  };
}

/**
 * The site's own mails to the lead's customer (queued or sent), newest first: by the customer the mail was queued for,
 * never by address, so another customer's mail cannot show (decision 0139).
 */
function mailsToCustomer(db: Database, customerId: string) {
  return db
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.customerId, customerId))
    .orderBy(...newestFirst(mailOutbox))
    .limit(DETAIL_LIMIT);
}

/**
 * Up to DETAIL_LIMIT rows of one of a lead's own tables (id, createdAt and `selection`), joined to the user `person` points at.
 * Drizzle cannot infer a generic selection's rows through a join, so the row type is stated.
 */
async function entriesOfLead<TSelection extends SelectedFields>(
  db: Database,
  leadId: string,
  table: typeof leadActivities | typeof leadNotes | typeof leadTasks,
  person: AnyColumn,
  selection: TSelection,
  order: SQL[],
) {
  const rows = await db
    .select({ id: table.id, createdAt: table.createdAt, ...(selection as SelectedFields) })
    .from(table as typeof leadNotes)
    .leftJoin(users, eq(users.id, person))
    .where(eq(table.leadId, leadId))
    .orderBy(...order)
    .limit(DETAIL_LIMIT);
  return rows as ({ id: string; createdAt: Date } & SelectResultFields<TSelection>)[];
}

export type LeadDetail = Awaited<ReturnType<typeof getLead>>;

/** Staff who can be given a record (a lead, a task, a project), by name: those whose role holds `permission`. */
export async function listAssignableStaff(db: Database, permission: Permission) {
  return db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(and(inArray(users.userType, rolesHolding(permission)), eq(users.disabled, false)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
}

export type AssignableAdmin = Awaited<ReturnType<typeof listAssignableStaff>>[number];

/**
 * Whom the user may give a lead or a task (the choices of the lead page's forms and the inbox's assignee filter):
 * everyone who works leads, or only themselves for a sales rep at `own` reach.
 */
export async function assignableStaffFor(services: Pick<AppServices, "db" | "readSettings">, user: SessionUser) {
  const staff = await listAssignableStaff(services.db, "write:lead:own");
  return (await leadWorker(services, user)).assignsOthers ? staff : staff.filter((member) => member.id === user.id);
}
