import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { LeadStatus } from "./pipeline.ts";
import { leadStageHistory } from "./tables.server.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Records a lead's move from one stage to the next, in the status write's transaction: the open row is closed and
 * the new stage's row opened. A lead stored after the backfill has no row until its first move; its first stage
 * is then written closed, entered when the lead arrived (docs/decisions/0138).
 */
export async function enterStage(
  tx: Transaction,
  lead: { id: string; createdAt: Date; status: LeadStatus },
  to: LeadStatus,
  changedById: string,
  now: Date,
) {
  const closed = await tx
    .update(leadStageHistory)
    .set({ leftAt: now })
    .where(and(eq(leadStageHistory.leadId, lead.id), isNull(leadStageHistory.leftAt)))
    .returning({ id: leadStageHistory.id });
  if (closed.length === 0) {
    await tx
      .insert(leadStageHistory)
      .values({ leadId: lead.id, status: lead.status, enteredAt: earlier(lead.createdAt, now), leftAt: now });
  }
  await tx.insert(leadStageHistory).values({ leadId: lead.id, status: to, enteredAt: now, changedById });
}

const earlier = (a: Date, b: Date) => (a < b ? a : b);
