import { doublePrecision, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { errorTypes } from "./reports.ts";

export const errorReportType = pgEnum("error_report_type", errorTypes);

/** Browser errors as reported; no IP or other personal data is kept. Deleted after TELEMETRY_RETENTION_DAYS. */
export const errorReports = pgTable(
  "error_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    type: errorReportType().notNull(),
    message: text().notNull(),
    stack: text(),
    /** The page's address without query or fragment, which can carry tokens. */
    url: text().notNull(),
    /** Family parsed from userAgent at insert (Chrome, Edge, Firefox, Safari, Other), for grouping. */
    browser: text().notNull(),
    userAgent: text().notNull(),
    /** The browser's own clock; createdAt is the server's and is what windows and retention use. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("error_reports_created_at_idx").on(table.createdAt)],
);

/** One page view's measurements: one row, one column per metric, so a percentile is one aggregate. */
export const performanceReports = pgTable(
  "performance_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The route pattern the page matched (/portfolio/:slug), or * for an unknown path. */
    route: text().notNull(),
    pageLoadTime: doublePrecision(),
    timeToInteractive: doublePrecision(),
    firstContentfulPaint: doublePrecision(),
    largestContentfulPaint: doublePrecision(),
    firstInputDelay: doublePrecision(),
    interactionToNextPaint: doublePrecision(),
    cumulativeLayoutShift: doublePrecision(),
    timeToFirstByte: doublePrecision(),
    componentMetrics: jsonb().$type<Record<string, number>>().notNull().default({}),
    userAgent: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("performance_reports_created_at_idx").on(table.createdAt)],
);
