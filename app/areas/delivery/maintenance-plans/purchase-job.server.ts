import type { BackgroundJob } from "#server/jobs.ts";
import { attachBoughtPlans } from "./plan-purchases.server.ts";

/**
 * Attaches the plans bought in the shop (decision 0190) every minute: the delivery area reads the shop's orders, the
 * shop knows nothing of plans. A minute is how long a buyer with one site waits to see their plan's visits.
 */
export const planPurchasesJob: BackgroundJob = {
  name: "plan-purchases",
  intervalMs: 60_000,
  run: async (services) => {
    await attachBoughtPlans(services.db);
  },
};
