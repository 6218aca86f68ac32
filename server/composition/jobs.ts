import { auditRetentionJob } from "#server/audit/retention.ts";
import { idempotentRequestsRetentionJob } from "#server/http/idempotent-replay.ts";
import type { BackgroundJob } from "#server/jobs.ts";
import { areas } from "./areas.ts";

/** Every periodic job of the process: each area's, then the platform's. */
export const backgroundJobs: readonly BackgroundJob[] = [
  ...areas.flatMap((area) => area.jobs ?? []),
  idempotentRequestsRetentionJob,
  auditRetentionJob,
];
