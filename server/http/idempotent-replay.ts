import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Response } from "express";
import { idempotentRequests } from "#server/db/tables.ts";
import type { BackgroundJob } from "#server/jobs.ts";
import type { ApiRequest } from "./api-route.ts";
import { HttpError } from "./errors.ts";
import { idempotencyKeyOf, keyReused, requestFingerprint } from "./idempotency-key.ts";

const KEPT_MS = 24 * 60 * 60 * 1000;
/** How long a running request holds its key without renewing it; renewed every third of it. */
const LEASE_SECONDS = 60;
const RENEW_EVERY_MS = (LEASE_SECONDS * 1000) / 3;
export const STILL_RUNNING = "A request with this Idempotency-Key is still being processed. Please try again shortly.";

interface Answer {
  status: number;
  body: unknown;
}

const leaseFromNow = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** Keeps the claim while the handler runs; a renewal that fails is left to the next one (the lease is three of them). */
function renewWhileRunning(db: ApiRequest["services"]["db"], where: ReturnType<typeof and>): () => void {
  const timer = setInterval(() => {
    db.update(idempotentRequests)
      .set({ leasedUntil: leaseFromNow })
      .where(and(where, isNull(idempotentRequests.status)))
      .catch(() => undefined);
  }, RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs a signed-in caller's create so that a retry with the same Idempotency-Key (header or body field, as
 * draft-ietf-httpapi-idempotency-key-header has it) gets the first answer instead of a second record: the key is
 * claimed in the database before the handler runs, so of two concurrent retries one runs and the other gets 409;
 * the same key with another body gets 422. Only a 2xx answer is kept; after an error the key may be tried again.
 * A claim is a lease the running request renews: one whose process stopped mid-request lapses, and a retry runs.
 * Routes that keep a key on their own records (leads, orders, bookings, registration) do not need this.
 */
export async function withIdempotentReplay(req: ApiRequest, res: Response, run: () => Promise<void>): Promise<void> {
  const key = idempotencyKeyOf(req);
  if (!key || !req.user) return run();
  const { db } = req.services;
  const claim = { userId: req.user.id, request: `${req.method} ${req.path}`, key };
  const where = and(
    eq(idempotentRequests.userId, claim.userId),
    eq(idempotentRequests.request, claim.request),
    eq(idempotentRequests.key, claim.key),
  );
  const fingerprint = requestFingerprint(req);
  const claimed = await db
    .insert(idempotentRequests)
    .values({ ...claim, fingerprint, leasedUntil: leaseFromNow })
    .onConflictDoUpdate({
      target: [idempotentRequests.userId, idempotentRequests.request, idempotentRequests.key],
      set: { fingerprint, status: null, body: null, createdAt: sql`now()`, leasedUntil: leaseFromNow },
      setWhere: or(
        lt(idempotentRequests.createdAt, new Date(Date.now() - KEPT_MS)),
        // A claim from before leases (null) counts as lapsed: it is one a deploy left behind.
        and(
          eq(idempotentRequests.fingerprint, fingerprint),
          isNull(idempotentRequests.status),
          or(isNull(idempotentRequests.leasedUntil), lt(idempotentRequests.leasedUntil, sql`now()`)),
        ),
      ),
    })
    .returning({ key: idempotentRequests.key });

  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotentRequests).where(where);
    if (first && first.fingerprint !== fingerprint) throw keyReused();
    if (!first || first.status === null) throw new HttpError(409, STILL_RUNNING, { idempotencyKey: STILL_RUNNING });
    res.status(first.status).set("Idempotent-Replayed", "true").json(first.body);
    return;
  }

  // The handler's answer is held back until it is kept, so no retry can see the record without its answer.
  let answer: Answer | undefined;
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    answer = { status: res.statusCode, body };
    return res;
  };
  const stopRenewing = renewWhileRunning(db, where);
  try {
    await run();
  } catch (error) {
    await db.delete(idempotentRequests).where(where);
    throw error;
  } finally {
    stopRenewing();
    res.json = send;
  }
  if (answer && answer.status < 300) {
    await db.update(idempotentRequests).set({ status: answer.status, body: answer.body }).where(where);
  } else {
    await db.delete(idempotentRequests).where(where);
  }
  if (answer) send(answer.body);
}

/** Forgets the keys older than a day, as the draft lets a server do. */
export const idempotentRequestsRetentionJob: BackgroundJob = {
  name: "idempotent-requests-retention",
  intervalMs: 60 * 60 * 1000,
  async run(services) {
    await services.db
      .delete(idempotentRequests)
      .where(lt(idempotentRequests.createdAt, new Date(Date.now() - KEPT_MS)));
  },
};
