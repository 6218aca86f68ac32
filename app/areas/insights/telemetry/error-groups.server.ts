import { and, desc, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { ErrorType } from "./reports.ts";
import { errorReports } from "./tables.server.ts";
import { pageWindow, type PageWindow } from "#app/lib/page-window.ts";

export const ERROR_GROUPS_PER_PAGE = 25;
/** Pages listed per group; the count says how many there are in all. */
const PAGES_SHOWN = 5;

export interface ErrorGroup {
  type: ErrorType;
  message: string;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  /** Distinct pages the error happened on. */
  affectedPages: number;
  /** The first few of them, alphabetically. */
  samplePages: string[];
  browsers: string[];
  sampleStack: string | null;
}

const groupKey = (type: string, message: string) => `${type}\n${message}`;

/** `total` counts the groups in the window. */
export interface ErrorGroupsPage extends PageWindow {
  groups: ErrorGroup[];
}

/** Errors since `since`, grouped by type and message, most frequent first, one page at a time. */
export async function queryErrorGroups(db: Database, since: Date, requestedPage: number): Promise<ErrorGroupsPage> {
  const inWindow = gte(errorReports.createdAt, since);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(
      db
        .select({ type: errorReports.type })
        .from(errorReports)
        .where(inWindow)
        .groupBy(errorReports.type, errorReports.message)
        .as("error_groups"),
    );
  const pages = pageWindow(total, requestedPage, ERROR_GROUPS_PER_PAGE);
  const { page } = pages;
  if (total === 0) return { ...pages, groups: [] };

  const count = sql<number>`count(*)::int`;
  const lastSeen = sql`max(${errorReports.createdAt})`.mapWith(errorReports.createdAt);
  const rows = await db
    .select({
      type: errorReports.type,
      message: errorReports.message,
      count,
      firstSeen: sql`min(${errorReports.createdAt})`.mapWith(errorReports.createdAt),
      lastSeen,
      affectedPages: sql<number>`count(distinct ${errorReports.url})::int`,
      samplePages: sql<
        string[]
      >`(array_agg(distinct ${errorReports.url} order by ${errorReports.url}))[1:${sql.raw(String(PAGES_SHOWN))}]`,
      browsers: sql<string[]>`array_agg(distinct ${errorReports.browser} order by ${errorReports.browser})`,
    })
    .from(errorReports)
    .where(inWindow)
    .groupBy(errorReports.type, errorReports.message)
    .orderBy(desc(count), desc(lastSeen), errorReports.type, errorReports.message)
    .limit(ERROR_GROUPS_PER_PAGE)
    .offset((page - 1) * ERROR_GROUPS_PER_PAGE);

  // The latest stack of each group shown, read in one query rather than aggregated over every row.
  const stacks = rows.length
    ? await db
        .selectDistinctOn([errorReports.type, errorReports.message], {
          type: errorReports.type,
          message: errorReports.message,
          stack: errorReports.stack,
        })
        .from(errorReports)
        .where(
          and(
            inWindow,
            isNotNull(errorReports.stack),
            or(...rows.map((row) => and(eq(errorReports.type, row.type), eq(errorReports.message, row.message)))),
          ),
        )
        .orderBy(errorReports.type, errorReports.message, desc(errorReports.createdAt))
    : [];
  const stackByGroup = new Map(stacks.map((row) => [groupKey(row.type, row.message), row.stack]));

  return {
    ...pages,
    groups: rows.map((row) => ({ ...row, sampleStack: stackByGroup.get(groupKey(row.type, row.message)) ?? null })),
  };
}
