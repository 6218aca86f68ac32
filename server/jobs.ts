import type { AppServices } from "./services.ts";

/** Periodic work every instance runs; a job must be harmless when several instances run it at once. */
export interface BackgroundJob {
  name: string;
  intervalMs: number;
  run(services: AppServices): Promise<void>;
}

const running = new WeakMap<AppServices, () => Promise<void>>();

/**
 * Runs every job now and then at its interval, until stopBackgroundJobs (closeServices calls it). The process's
 * jobs are listed by the composition root (server/composition/jobs.ts).
 */
export function startBackgroundJobs(services: AppServices, jobs: readonly BackgroundJob[]): void {
  if (running.has(services)) return;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const runOnce = (job: BackgroundJob) => {
    if (stopped) return;
    const run = job
      .run(services)
      .then(
        () => services.metrics.backgroundJobRuns.inc({ job: job.name, outcome: "ok" }),
        (error: unknown) => {
          services.metrics.backgroundJobRuns.inc({ job: job.name, outcome: "failed" });
          services.logger.error({ err: error, job: job.name }, "background job failed");
        },
      )
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  };

  for (const job of jobs) {
    runOnce(job);
    const timer = setInterval(() => runOnce(job), job.intervalMs);
    timer.unref();
    timers.push(timer);
  }

  running.set(services, async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(inFlight);
  });
}

/** Stops the timers and waits for runs in progress, so the database can close under them. */
export async function stopBackgroundJobs(services: AppServices): Promise<void> {
  const stop = running.get(services);
  running.delete(services);
  await stop?.();
}
