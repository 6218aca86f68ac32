import { lt } from "drizzle-orm";
import type { AppServices } from "#server/services.ts";
import { deleteExpiredSessions } from "./session.server.ts";
import { trustedBrowsers } from "./tables.server.ts";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const lastSweep = new WeakMap<AppServices, number>();

/**
 * Deletes expired and idle sessions (and browsers trusted more than 30 days ago) at most once an hour per process, piggybacking
 * on sign-ins so no timer has to live in the server. A failure only costs disk space.
 */
export async function sweepExpiredSessions(services: AppServices): Promise<void> {
  const now = Date.now();
  if (now - (lastSweep.get(services) ?? 0) < SWEEP_INTERVAL_MS) return;
  lastSweep.set(services, now);
  try {
    await deleteExpiredSessions(services.db);
    await services.db.delete(trustedBrowsers).where(lt(trustedBrowsers.expiresAt, new Date(now)));
  } catch (error) {
    services.logger.warn({ err: error }, "could not delete expired sessions");
  }
}
