import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { rolePolicy } from "#server/settings.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import type { UtilityId } from "#app/content/utility-tariffs.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import type { WaitingOn } from "#app/areas/sales/leads/index.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { leadStatuses, type LeadStatus } from "#app/areas/sales/leads-pipeline/index.ts";
import { leadScope, seesAmounts } from "#app/areas/sales/leads-pipeline/index.server.ts";
import { leadStageHistory, leadTasks } from "#app/areas/sales/leads-pipeline/tables.server.ts";
import { boardCondition, type BoardQuery } from "./board-query.server.ts";
import { townOf } from "./town.ts";

/** Each column shows this many cards, the most recently active first; its count and total cover every lead. */
export const CARDS_PER_COLUMN = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When anything last happened to a lead: its latest timeline entry, else its arrival (leads_board_idx's order). */
const lastActivity = sql`coalesce(${leads.lastActivityAt}, ${leads.createdAt})`;

/**
 * The pipeline board (docs/decisions/0138): one column per status in pipeline order, each with the number of leads
 * the filters match within the user's scope and their deals' total, both counted in SQL over all of them, and its
 * first CARDS_PER_COLUMN cards. A role without `read:money` gets no amounts at all.
 */
export async function loadBoard(
  services: Pick<AppServices, "db" | "config" | "readSettings">,
  user: SessionUser,
  query: BoardQuery,
  now = new Date(),
) {
  const { db } = services;
  const policy = await rolePolicy(services);
  const where = and(boardCondition(query), leadScope(user, policy));
  const cardsOf = (status: LeadStatus) =>
    db
      .select({
        id: leads.id,
        status: leads.status,
        reference: leads.reference,
        name: leads.customerName,
        address: leads.address,
        createdAt: leads.createdAt,
        utility: leads.utility,
        systemSizeKw: leads.systemSizeKw,
        batteryKwh: leads.batteryKwh,
        amountCents: leads.amountCents,
        waitingOn: leads.waitingOn,
        fitScore: leads.fitScore,
        fitReasons: leads.fitReasons,
        engagementScore: leads.engagementScore,
        assigneeId: leads.assigneeId,
        assigneeName: fullName(users),
        stageEnteredAt: leadStageHistory.enteredAt,
      })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assigneeId))
      .leftJoin(leadStageHistory, and(eq(leadStageHistory.leadId, leads.id), isNull(leadStageHistory.leftAt)))
      .where(and(where, eq(leads.status, status)))
      .orderBy(desc(lastActivity), desc(leads.id))
      .limit(CARDS_PER_COLUMN);
  // Each column's cards are one read of leads_board_idx in order; the counts and totals one of leads_board_totals_idx.
  const [totals, ...columnCards] = await Promise.all([
    db
      .select({
        status: leads.status,
        count: count(),
        amountCents: sql<string>`coalesce(sum(${leads.amountCents}), 0)::bigint`.mapWith(Number),
      })
      .from(leads)
      .where(where)
      .groupBy(leads.status),
    ...leadStatuses.map(cardsOf),
  ]);
  const cards = columnCards.flat();
  const tasks = await nextTasks(
    services,
    cards.map((card) => card.id),
  );
  const withMoney = seesAmounts(user, policy);
  return {
    columns: leadStatuses.map((status) => {
      const total = totals.find((row) => row.status === status);
      const column = {
        status,
        count: total?.count ?? 0,
        cards: cards
          .filter((card) => card.status === status)
          .map((card) => {
            const boardCard = {
              id: card.id,
              reference: card.reference,
              name: card.name,
              town: townOf(card.address),
              utility: card.utility as UtilityId | null,
              systemSizeKw: card.systemSizeKw,
              batteryKwh: card.batteryKwh,
              daysInStage: Math.max(
                0,
                Math.floor((now.getTime() - (card.stageEnteredAt ?? card.createdAt).getTime()) / DAY_MS),
              ),
              assignee: card.assigneeId ? { id: card.assigneeId, name: card.assigneeName ?? "" } : null,
              nextTask: tasks.get(card.id) ?? null,
              waitingOn: card.waitingOn as WaitingOn | null,
              // Stored by the writes that change their inputs (sales/lead-scores); the board only reads them.
              fitScore: card.fitScore,
              fitReasons: card.fitReasons,
              engagementScore: card.engagementScore,
            };
            return withMoney ? { ...boardCard, amountCents: card.amountCents } : boardCard;
          }),
      };
      return withMoney ? { ...column, amountCents: total?.amountCents ?? 0 } : column;
    }),
  };
}

/** Each lead's soonest open task. */
async function nextTasks(services: Pick<AppServices, "db">, leadIds: string[]) {
  if (leadIds.length === 0) return new Map<string, { title: string; dueAt: Date }>();
  const rows = await services.db
    .selectDistinctOn([leadTasks.leadId], { leadId: leadTasks.leadId, title: leadTasks.title, dueAt: leadTasks.dueAt })
    .from(leadTasks)
    .where(and(inArray(leadTasks.leadId, leadIds), isNull(leadTasks.completedAt)))
    .orderBy(leadTasks.leadId, asc(leadTasks.dueAt), desc(leadTasks.id));
  return new Map(rows.map(({ leadId, ...task }) => [leadId, task]));
}

export type Board = Awaited<ReturnType<typeof loadBoard>>;
export type BoardColumn = Board["columns"][number];
export type BoardCard = BoardColumn["cards"][number];
