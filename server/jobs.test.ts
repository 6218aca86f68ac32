import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startBackgroundJobs, stopBackgroundJobs, type BackgroundJob } from "./jobs.ts";
import type { AppServices } from "./services.ts";

function fakeServices() {
  const logger = { error: vi.fn(), info: vi.fn() };
  const metrics = { backgroundJobRuns: { inc: vi.fn() } };
  return { services: { logger, metrics } as unknown as AppServices, logger, runs: metrics.backgroundJobRuns.inc };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("background jobs", () => {
  it("runs each job at start and then at its interval, until stopped", async () => {
    const { services, runs } = fakeServices();
    const run = vi.fn(async () => {});
    startBackgroundJobs(services, [{ name: "tick", intervalMs: 1000, run }]);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveBeenCalledWith({ job: "tick", outcome: "ok" });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await stopBackgroundJobs(services);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("logs a failed run and keeps the schedule", async () => {
    const { services, logger, runs } = fakeServices();
    const run = vi.fn(async () => {
      throw new Error("database away");
    });
    startBackgroundJobs(services, [{ name: "flaky", intervalMs: 1000, run }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ job: "flaky" }), "background job failed");
    expect(runs).toHaveBeenCalledTimes(2);
    expect(runs).toHaveBeenCalledWith({ job: "flaky", outcome: "failed" });
    await stopBackgroundJobs(services);
  });

  it("waits for a run in progress when stopping", async () => {
    const { services } = fakeServices();
    let finish!: () => void;
    let finished = false;
    const job: BackgroundJob = {
      name: "slow",
      intervalMs: 60_000,
      run: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    };
    startBackgroundJobs(services, [job]);
    const stopping = stopBackgroundJobs(services);
    let stoppedEarly = false;
    void stopping.then(() => (stoppedEarly = !finished));
    await vi.advanceTimersByTimeAsync(10);
    expect(stoppedEarly).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
  });
});
