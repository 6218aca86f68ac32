import { and, count, eq, getTableColumns, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers as subscribers } from "./tables.server.ts";
import { EXPORT_BATCH_SIZE, keysetBatches } from "#app/lib/keyset-batches.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import type { SubscriberListQuery } from "./subscriber-list-query.server.ts";
import { listPage } from "#app/lib/list-page.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

/** Every stored field, for the list and the export. */
export const subscriberColumns = getTableColumns(subscribers);

function subscriberWhere(query: SubscriberListQuery) {
  const pattern = query.search ? likePattern(query.search) : null;
  return and(
    pattern ? or(ilike(subscribers.email, pattern), ilike(subscribers.name, pattern)) : undefined,
    query.source ? eq(subscribers.source, query.source) : undefined,
    query.state === "subscribed" ? isNull(subscribers.unsubscribedAt) : undefined,
    query.state === "unsubscribed" ? isNotNull(subscribers.unsubscribedAt) : undefined,
  );
}

export async function listSubscribers(db: Database, query: SubscriberListQuery) {
  const where = subscriberWhere(query);
  const [page, counts] = await Promise.all([
    listPage(
      query,
      (limit, offset) =>
        db
          .select(subscriberColumns)
          .from(subscribers)
          .where(where)
          .orderBy(...newestFirst(subscribers))
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(subscribers).where(where),
    ),
    subscriberCounts(db),
  ]);
  return { ...page, counts };
}

export type SubscriberPage = Awaited<ReturnType<typeof listSubscribers>>;

/** Per source: how many are subscribed and how many have left (the whole list, not the filtered page). */
async function subscriberCounts(db: Database) {
  return db
    .select({
      source: subscribers.source,
      subscribed: sql<number>`cast(count(*) filter (where ${subscribers.unsubscribedAt} is null) as integer)`,
      unsubscribed: sql<number>`cast(count(*) filter (where ${subscribers.unsubscribedAt} is not null) as integer)`,
    })
    .from(subscribers)
    .groupBy(subscribers.source)
    .orderBy(subscribers.source);
}

export function subscriberExportBatches(db: Database, query: SubscriberListQuery) {
  const where = subscriberWhere(query);
  return keysetBatches((cursor) =>
    db
      .select({ ...subscriberColumns, cursorKey: sql<string>`${subscribers.createdAt}::text` })
      .from(subscribers)
      .where(
        cursor
          ? and(
              where,
              sql`(${subscribers.createdAt}, ${subscribers.id}) < (cast(${cursor.key} as timestamptz), cast(${cursor.id} as uuid))`,
            )
          : where,
      )
      .orderBy(...newestFirst(subscribers))
      .limit(EXPORT_BATCH_SIZE),
  );
}
