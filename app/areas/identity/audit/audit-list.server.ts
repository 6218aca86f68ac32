import { asc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { officeDateParam, optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import { startOfOfficeDay } from "#app/lib/office-time.ts";
import { staffRoles } from "#app/lib/permissions.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";

/** An action or a group of them: `lead` is every `lead.*`, `lead.status` only that one. */
const actionCondition = (action: string) =>
  or(eq(auditEvents.action, action), sql`${auditEvents.action} like ${`${action.replace(/[\\%_]/g, "\\$&")}.%`}`);

const word = z.string().trim().max(100, "Must be at most 100 characters");

/**
 * The audit trail (/admin-crm/audit), newest first: GET /api/admin/audit-events answers a page as JSON, and
 * `GET /api/admin/audit?actor=&action=&entity=&from=&to=` the CSV of every row the filters match (issue 26 §3).
 * `from` and `to` are days at the office, both included; the search matches a record's id, an action or an address.
 */
export const auditList = defineStaffList({
  path: "/api/admin/audit-events",
  access: "read:audit:any",
  select: {
    id: auditEvents.id,
    occurredAt: auditEvents.occurredAt,
    actorId: auditEvents.actorId,
    actorName: fullName(users),
    actorRole: auditEvents.actorRole,
    action: auditEvents.action,
    entity: auditEvents.entity,
    entityId: auditEvents.entityId,
    before: auditEvents.before,
    after: auditEvents.after,
    clientAddress: auditEvents.clientAddress,
  },
  from: (db, selection) =>
    db.select(selection).from(auditEvents).leftJoin(users, eq(users.id, auditEvents.actorId)).$dynamic(),
  filters: {
    search: filter(searchParam, (text) =>
      or(
        eq(auditEvents.entityId, text),
        ilike(auditEvents.action, likePattern(text)),
        eq(auditEvents.clientAddress, text),
      ),
    ),
    actor: filter(optionalParam(z.uuid("Unknown person")), (actor) => eq(auditEvents.actorId, actor)),
    action: filter(optionalParam(word), actionCondition),
    entity: filter(optionalParam(word), (entity) => eq(auditEvents.entity, entity)),
    from: filter(officeDateParam, (from) => gte(auditEvents.occurredAt, startOfOfficeDay(from))),
    to: filter(officeDateParam, (to) => lt(auditEvents.occurredAt, startOfOfficeDay(to, 1))),
  },
  sorts: { occurredAt: sortKey(auditEvents.occurredAt, "timestamptz") },
  dir: "desc",
  id: { column: auditEvents.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  extras: async (db) => auditChoices(db),
  csv: {
    path: "/api/admin/audit",
    select: {
      occurredAt: auditEvents.occurredAt,
      actorId: auditEvents.actorId,
      actorName: fullName(users),
      actorRole: auditEvents.actorRole,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      before: sql<string | null>`${auditEvents.before}::text`,
      after: sql<string | null>`${auditEvents.after}::text`,
      clientAddress: auditEvents.clientAddress,
    },
    columns: [
      "occurredAt",
      "actorId",
      "actorName",
      "actorRole",
      "action",
      "entity",
      "entityId",
      "before",
      "after",
      "clientAddress",
    ],
  },
});

/** The filters' choices: the staff, and the actions and kinds of record the trail holds. */
async function auditChoices(db: Database) {
  const [people, actions, entities] = await Promise.all([
    db
      .select({ id: users.id, name: fullName(users), username: users.username })
      .from(users)
      .where(inArray(users.userType, [...staffRoles]))
      .orderBy(asc(users.lastName), asc(users.firstName)),
    db.selectDistinct({ action: auditEvents.action }).from(auditEvents).orderBy(auditEvents.action),
    db
      .selectDistinct({ entity: auditEvents.entity })
      .from(auditEvents)
      .where(isNotNull(auditEvents.entity))
      .orderBy(auditEvents.entity),
  ]);
  return {
    people: people.map((person) => ({ id: person.id, name: person.name ?? person.username })),
    actions: actions.map((row) => row.action),
    entities: entities.flatMap((row) => (row.entity ? [row.entity] : [])),
  };
}

export type AuditPage = StaffListPage<typeof auditList>;
export type AuditListQuery = StaffListQuery<typeof auditList>;
