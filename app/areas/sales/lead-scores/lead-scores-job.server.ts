import type { BackgroundJob } from "#server/jobs.ts";
import { rescoreDueLeads } from "./lead-scores.server.ts";

/**
 * Scores leads stored before the scores existed (the first run after the migration fills them all) and lets
 * engagement fade: hourly, each fading lead recomputed once a day. Several instances at once skip each other's rows.
 */
export const leadScoresJob: BackgroundJob = {
  name: "lead-scores",
  intervalMs: 60 * 60 * 1000,
  async run(services) {
    const rescored = await rescoreDueLeads(services.db);
    if (rescored > 0) services.logger.info({ rescored }, "lead scores recomputed");
  },
};
