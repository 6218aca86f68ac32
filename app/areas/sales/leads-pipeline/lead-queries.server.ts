import { and, asc, count, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Database } from "#server/db/client.ts";
import { notFound } from "#server/domain-errors.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { rolesHolding, type Permission } from "#app/lib/permissions.ts";
import { EXPORT_BATCH_SIZE, keysetBatches } from "#app/lib/keyset-batches.server.ts";
import { afterCursor, leadOrderBy, leadWhere, sortKeys } from "./lead-filters.server.ts";
import type { LeadListQuery } from "./lead-list-query.server.ts";
import type { LeadActivityEntry, LeadStatus } from "./pipeline.ts";
import { responseSla, type ResponseSla } from "./response-sla.ts";
import { leadActivities, leadNotes, leadTasks } from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

export const LEAD_NOT_FOUND = "Lead not found";
/** A lead's timeline, notes and tasks are read up to this many entries each. */
const DETAIL_LIMIT = 500;

const listColumns = {
  id: leads.id,
  reference: leads.reference,
  createdAt: leads.createdAt,
  source: leads.source,
  status: leads.status,
  isSpam: leads.isSpam,
  spamSignals: leads.spamSignals,
  spamReviewedAt: leads.spamReviewedAt,
  customerName: leads.customerName,
  email: leads.email,
  phone: leads.phone,
  propertyType: leads.propertyType,
  serviceNeeded: leads.serviceNeeded,
  assigneeId: leads.assigneeId,
  assigneeName: fullName(users),
  firstContactedAt: leads.firstContactedAt,
};

function withSla<T extends { createdAt: Date; firstContactedAt: Date | null; status: string; isSpam: boolean }>(
  row: T,
  now: Date,
): Omit<T, "status"> & { status: LeadStatus; sla: ResponseSla | null } {
  return { ...row, status: row.status as LeadStatus, sla: responseSla(row, now) };
}

/**
 * One page of the inbox and the total. A page that is not full already tells the total,
 * so the count (a second pass over the matches) runs only when more pages may follow.
 */
export async function listLeads(db: Database, query: LeadListQuery, now = new Date()) {
  const where = leadWhere(query, now);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db
    .select(listColumns)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(where)
    .orderBy(...leadOrderBy(query))
    .limit(query.pageSize)
    .offset(offset);
  const pageTellsTotal = rows.length > 0 ? rows.length < query.pageSize : query.page === 1;
  const total = pageTellsTotal
    ? offset + rows.length
    : ((await db.select({ total: count() }).from(leads).where(where))[0]?.total ?? 0);
  return {
    items: rows.map((row) => withSla(row, now)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

export type LeadPage = Awaited<ReturnType<typeof listLeads>>;

/** Every stored field of a lead, less the form's retry token and the search index, which mean nothing to staff. */
const { idempotencyKey: _retryToken, searchText: _searchText, ...leadColumns } = getTableColumns(leads);
export const leadFieldColumns = leadColumns;

export async function getLead(db: Database, id: string, now = new Date()) {
  const [row] = await db
    .select({ ...leadColumns, assigneeName: fullName(users) })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assigneeId))
    .where(eq(leads.id, id));
  if (!row) throw notFound(LEAD_NOT_FOUND);
  const [activities, notes, tasks] = await Promise.all([
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
  ]);
  return {
    lead: withSla(row, now),
    activities: activities as LeadActivityEntry[],
    notes,
    tasks,
  };
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
 * Every lead of a filtered list in its order, a batch at a time. A CSV cell holds text, so the calculator's snapshot
 * is its JSON text.
 */
export function leadExportBatches(db: Database, query: LeadListQuery, now = new Date()) {
  const where = leadWhere(query, now);
  return keysetBatches((cursor) =>
    db
      .select({
        ...leadColumns,
        calculatorSnapshot: sql<string | null>`${leads.calculatorSnapshot}::text`,
        assigneeName: fullName(users),
        cursorKey: sql<string>`(${sortKeys[query.sort].expression})::text`,
      })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assigneeId))
      .where(cursor ? and(where, afterCursor(query, cursor)) : where)
      .orderBy(...leadOrderBy(query))
      .limit(EXPORT_BATCH_SIZE),
  );
}
