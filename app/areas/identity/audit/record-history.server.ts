import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";

/** The most a record's page shows of its history; the audit trail's page, filtered by its id, holds the rest. */
const HISTORY_LENGTH = 50;

/** A record's own history on its staff page (a lead, a project, an order): its audit rows, newest first. */
export async function recordHistory(db: Database, entity: string, entityId: string) {
  return db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      actorName: fullName(users),
      actorRole: auditEvents.actorRole,
      action: auditEvents.action,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(HISTORY_LENGTH);
}

export type RecordHistoryEvent = Awaited<ReturnType<typeof recordHistory>>[number];
