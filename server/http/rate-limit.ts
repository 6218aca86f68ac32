import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { DatabaseHandle } from "#server/db/client.ts";
import { rateLimited } from "#server/domain-errors.ts";

export interface RateLimitRule {
  /** Distinguishes limits sharing one store, e.g. "login-ip". */
  name: string;
  points: number;
  durationSeconds: number;
  /** Shown to the user on a 429. */
  message: string;
}

export interface RateLimit {
  /** Counts one attempt for `key`; throws a "rate-limited" DomainError (429) once the rule is exceeded. */
  consume(key: string): Promise<void>;
  /** Counts `points` for `key` (a quota of rows or bytes); false, without an error, once the rule is exceeded. */
  take(key: string, points: number): Promise<boolean>;
  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  /** Gives back the point the last `consume` took, so only failed attempts count. */
  refund(key: string): Promise<void>;
}

/**
 * On PostgreSQL the counters live in the database, so every instance shares
 * them; PGlite runs as one process, so memory holds them there.
 */
function createLimiter(database: DatabaseHandle, name: string, points: number, durationSeconds: number) {
  const options = { keyPrefix: name, points, duration: durationSeconds };
  const limiter: RateLimiterAbstract = database.pool
    ? new RateLimiterPostgres({ ...options, storeClient: database.pool, tableName: "rate_limits", tableCreated: true })
    : new RateLimiterMemory(options);
  return limiter;
}

export function createRateLimit(database: DatabaseHandle, rule: RateLimitRule): RateLimit {
  const limiter = createLimiter(database, rule.name, rule.points, rule.durationSeconds);
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const retryAfter = Math.ceil(rejection.msBeforeNext / 1000);
          throw rateLimited(rule.message, retryAfter);
        }
        throw rejection;
      }
    },
    async take(key, points) {
      try {
        await limiter.consume(key, points);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
  };
}

export interface AttemptCounter {
  /** Counts one attempt for `key` and answers how many it has made in the window, this one included. */
  add(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Most attempts a counter stores (the rate_limits points column is a 32-bit integer). */
const COUNTER_CEILING = 2 ** 31 - 1;

/** Counts attempts per key in a window and never refuses one: the caller decides what a high count costs. */
export function createAttemptCounter(
  database: DatabaseHandle,
  rule: Pick<RateLimitRule, "name" | "durationSeconds">,
): AttemptCounter {
  const limiter = createLimiter(database, rule.name, COUNTER_CEILING, rule.durationSeconds);
  return {
    async add(key) {
      return (await limiter.consume(key)).consumedPoints;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
