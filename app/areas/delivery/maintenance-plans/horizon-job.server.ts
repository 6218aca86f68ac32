import { and, asc, eq, lt, lte } from "drizzle-orm";
import type { BackgroundJob } from "#server/jobs.ts";
import type { AppServices } from "#server/services.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { generateVisits } from "./plans.server.ts";
import { horizonOn } from "./recurrence.ts";
import { sitePlans } from "./tables.server.ts";

const BATCH = 100;

/**
 * Keeps every active plan's visits generated 12 months ahead (issue 29 §1): claims, a batch at a time with FOR UPDATE
 * SKIP LOCKED, the plans whose generated visits stop short of today's horizon and before their term's end, adds
 * the visits that came within reach and moves each plan's horizon on, so however many instances run it each visit
 * is added once (the visits' unique key holds it too). Returns how many plans it moved on.
 */
export async function extendPlanHorizons(services: AppServices, today = officeToday()): Promise<number> {
  const horizon = horizonOn(today, today);
  let extended = 0;
  for (;;) {
    const claimed = await services.db.transaction(async (tx) => {
      const plans = await tx
        .select({
          id: sitePlans.id,
          templateId: sitePlans.templateId,
          startsOn: sitePlans.startsOn,
          endsOn: sitePlans.endsOn,
          anchorDay: sitePlans.anchorDay,
        })
        .from(sitePlans)
        .where(
          and(
            eq(sitePlans.state, "active"),
            lte(sitePlans.visitsUntil, sitePlans.endsOn),
            lt(sitePlans.visitsUntil, horizon),
          ),
        )
        .orderBy(asc(sitePlans.visitsUntil))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const plan of plans) await generateVisits(tx, plan, horizonOn(plan.startsOn, today));
      return plans.length;
    });
    extended += claimed;
    if (claimed < BATCH) return extended;
  }
}

export const planHorizonJob: BackgroundJob = {
  name: "plan-visit-horizon",
  intervalMs: 6 * 60 * 60_000,
  run: async (services) => {
    await extendPlanHorizons(services);
  },
};
