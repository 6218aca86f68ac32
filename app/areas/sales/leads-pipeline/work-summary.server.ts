import { and, asc, count, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { rolePolicy } from "#server/settings.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { awaitingContact, possibleSpam } from "./lead-filters.server.ts";
import { leadScope } from "./lead-scope.server.ts";
import { overdueBefore } from "./response-sla.ts";
import { leadTasks } from "./tables.server.ts";

/** The dashboard shows this many of an admin's open tasks, soonest due first. */
const TASKS_SHOWN = 10;

/**
 * What the inbox shows of the back office: my open tasks, the response promise's queue and
 * the possible spam to decide, each of the leads the user works (a sales rep's: their own and unassigned).
 */
export async function loadAdminWorkSummary(
  services: Pick<AppServices, "db" | "readSettings">,
  user: SessionUser,
  now = new Date(),
) {
  const { db } = services;
  const scope = leadScope(user, await rolePolicy(services));
  const mine = and(eq(leadTasks.assigneeId, user.id), isNull(leadTasks.completedAt), scope);
  const cutoff = overdueBefore(now);
  const [tasks, [taskTotals], [queue], [spam]] = await Promise.all([
    db
      .select({
        id: leadTasks.id,
        title: leadTasks.title,
        dueAt: leadTasks.dueAt,
        leadId: leadTasks.leadId,
        leadReference: leads.reference,
        customerName: leads.customerName,
      })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(mine)
      .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
      .limit(TASKS_SHOWN),
    db.select({ total: count() }).from(leadTasks).innerJoin(leads, eq(leads.id, leadTasks.leadId)).where(mine),
    db
      .select({
        overdue: cutoff
          ? sql<number>`cast(count(*) filter (where ${lt(leads.createdAt, cutoff)}) as integer)`
          : sql<number>`0`,
        due: cutoff
          ? sql<number>`cast(count(*) filter (where ${gte(leads.createdAt, cutoff)}) as integer)`
          : sql<number>`cast(count(*) as integer)`,
      })
      .from(leads)
      .where(and(awaitingContact, scope)),
    db.select({ total: count() }).from(leads).where(and(possibleSpam, scope)),
  ]);
  return {
    openTasks: tasks.map((task) => ({ ...task, overdue: task.dueAt < now })),
    openTaskCount: taskTotals?.total ?? 0,
    overdueLeadCount: queue?.overdue ?? 0,
    dueLeadCount: queue?.due ?? 0,
    possibleSpamCount: spam?.total ?? 0,
  };
}

export type AdminWorkSummaryData = Awaited<ReturnType<typeof loadAdminWorkSummary>>;
