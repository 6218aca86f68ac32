import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";
import type { AppServices } from "#server/services.ts";

const HOUR_SECONDS = 3600;

interface Quota {
  rows: RateLimit;
  bytes: RateLimit;
}

const rule = (name: string, points: number) => ({ name, points, durationSeconds: HOUR_SECONDS, message: "" });

const quotaOf = perApplication((services): Quota => ({
  rows: createRateLimit(
    services.database,
    rule("telemetry-rows-ip", services.config.TELEMETRY_ROWS_PER_CLIENT_PER_HOUR),
  ),
  bytes: createRateLimit(
    services.database,
    rule("telemetry-bytes-ip", services.config.TELEMETRY_BYTES_PER_CLIENT_PER_HOUR),
  ),
}));

/** What a row costs against the byte cap: its stored values written as JSON. */
export function storedBytes(rows: readonly object[]): number {
  return Buffer.byteLength(JSON.stringify(rows));
}

/**
 * Whether a client (keyed by IP, as the rate limits are) may still store these rows this
 * hour: at most TELEMETRY_ROWS_PER_CLIENT_PER_HOUR rows and TELEMETRY_BYTES_PER_CLIENT_PER_HOUR
 * bytes, counted over both telemetry endpoints. A request that would pass either cap is
 * refused whole, and still counts, so a client over its cap stays there until the hour ends.
 */
export async function withinClientQuota(services: AppServices, client: string, rows: readonly object[]) {
  const quota = quotaOf(services);
  if (!(await quota.rows.take(client, rows.length))) return false;
  return quota.bytes.take(client, storedBytes(rows));
}
