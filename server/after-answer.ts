import type { AppServices } from "./services.ts";

const pending = new WeakMap<AppServices, Set<Promise<void>>>();

/**
 * Runs `work` after the current request has been answered, so the answer takes the same time whatever the work finds
 * (a password reset for an account that exists or not). A failure is logged: the caller has already answered.
 */
export function afterAnswer(services: AppServices, what: string, work: () => Promise<void>): void {
  const running = pending.get(services) ?? new Set();
  pending.set(services, running);
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => services.logger.error({ err: error, what }, "work after the answer failed"))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Waits for the work handed to afterAnswer so far: before the database closes, and in tests before reading. */
export async function settleAfterAnswer(services: AppServices): Promise<void> {
  await Promise.all(pending.get(services) ?? []);
}
