import { eq, getTableColumns, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { newsletterSourceLabels } from "./newsletter-labels.ts";
import { newsletterSubscribers as subscribers, type NewsletterSource } from "./tables.server.ts";

const newsletterSources = Object.keys(newsletterSourceLabels) as [NewsletterSource, ...NewsletterSource[]];

/** Every stored field, for the list and the export. */
const subscriberColumns = getTableColumns(subscribers);

/** /admin-crm/subscribers, GET /api/admin/subscribers(.csv): search by e-mail or name, newest first. */
export const subscriberList = defineStaffList({
  path: "/api/admin/subscribers",
  access: "read:subscriber:any",
  select: subscriberColumns,
  from: (db, selection) => db.select(selection).from(subscribers).$dynamic(),
  filters: {
    search: filter(searchParam, (text) =>
      or(ilike(subscribers.email, likePattern(text)), ilike(subscribers.name, likePattern(text))),
    ),
    source: filter(optionalParam(z.enum(newsletterSources)), (source) => eq(subscribers.source, source)),
    state: filter(optionalParam(z.enum(["subscribed", "unsubscribed"])), (state) =>
      state === "subscribed" ? isNull(subscribers.unsubscribedAt) : isNotNull(subscribers.unsubscribedAt),
    ),
  },
  sorts: { createdAt: sortKey(subscribers.createdAt, "timestamptz") },
  dir: "desc",
  id: { column: subscribers.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  extras: async (db, { scope }) => ({ counts: await subscriberCounts(db, scope) }),
  csv: { columns: Object.keys(subscriberColumns) as (keyof typeof subscriberColumns)[] },
});

export type SubscriberPage = StaffListPage<typeof subscriberList>;
export type SubscriberListQuery = StaffListQuery<typeof subscriberList>;

/** Per source: how many are subscribed and how many have left (the whole list, not the filtered page). */
async function subscriberCounts(db: Database, scope: SQL | undefined) {
  return db
    .select({
      source: subscribers.source,
      subscribed: sql<number>`cast(count(*) filter (where ${subscribers.unsubscribedAt} is null) as integer)`,
      unsubscribed: sql<number>`cast(count(*) filter (where ${subscribers.unsubscribedAt} is not null) as integer)`,
    })
    .from(subscribers)
    .where(scope)
    .groupBy(subscribers.source)
    .orderBy(subscribers.source);
}
