import { and, eq, gte, lte, sql } from "drizzle-orm";
import {
  officeMidnight,
  sumPerBucket,
  type OfficeDays,
  type OfficeEvents,
  type SummedBucket,
} from "#app/lib/office-buckets.server.ts";
import type { Database } from "#server/db/client.ts";
import { installedSystems, sites } from "./tables.server.ts";

/**
 * The systems we installed (installer `us`) by their install day (insights/analytics, issue 30, decision 0202): an
 * installation project's final stage's date when a project registered it. kW is the system's DC size; a battery alone
 * adds none.
 */
const ours = sql`${installedSystems.installer} = 'us'`;
const installs: OfficeEvents = {
  at: officeMidnight(installedSystems.installedOn),
  from: sql`${installedSystems}`,
  where: ours,
};

export interface InstalledKw {
  total: { systems: number; kw: number };
  /** Each month of the range (its first day), every month present. */
  byMonth: SummedBucket[];
  /** By the site's town (null: a site whose address named none), most kW first. */
  byTown: { town: string | null; systems: number; kw: number }[];
}

export async function installedKw(db: Database, days: OfficeDays): Promise<InstalledKw> {
  const kw = sql`coalesce(${installedSystems.kwDc}, 0)`;
  const [perMonth, byTown] = await Promise.all([
    sumPerBucket(db, installs, kw, days, "month"),
    db
      .select({
        town: sites.city,
        systems: sql<number>`count(*)::int`,
        kw: sql<number>`coalesce(sum(${installedSystems.kwDc}), 0)::float8`,
      })
      .from(installedSystems)
      .innerJoin(sites, eq(sites.id, installedSystems.siteId))
      .where(
        and(
          eq(installedSystems.installer, "us"),
          gte(installedSystems.installedOn, days.from),
          lte(installedSystems.installedOn, days.to),
        ),
      )
      .groupBy(sites.city)
      .orderBy(sql`3 desc`, sites.city),
  ]);
  return { total: { systems: perMonth.total.count, kw: perMonth.total.sum }, byMonth: perMonth.buckets, byTown };
}
