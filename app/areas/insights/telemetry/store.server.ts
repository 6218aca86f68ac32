import type { Database } from "#server/db/client.ts";
import { browserFamily } from "./browser-family.ts";
import { pageAddress, pageRoute } from "./page-route.ts";
import type { ErrorBatchInput, PerformanceReportInput } from "./report-schema.ts";
import { errorReports, performanceReports } from "./tables.server.ts";

export type ErrorReportValues = typeof errorReports.$inferInsert;
export type PerformanceReportValues = typeof performanceReports.$inferInsert;

export function errorReportRows({ errors }: ErrorBatchInput): ErrorReportValues[] {
  return errors.map((record) => ({
    type: record.type,
    message: record.message,
    stack: record.stack ?? null,
    url: pageAddress(record.url),
    browser: browserFamily(record.userAgent),
    userAgent: record.userAgent,
    occurredAt: record.timestamp,
  }));
}

export function performanceReportRow(report: PerformanceReportInput): PerformanceReportValues {
  return {
    ...report.metrics,
    route: pageRoute(report.url),
    componentMetrics: report.componentMetrics,
    userAgent: report.userAgent,
    occurredAt: report.timestamp,
  };
}

export async function storeErrorReports(db: Database, rows: ErrorReportValues[]): Promise<void> {
  await db.insert(errorReports).values(rows);
}

export async function storePerformanceReport(db: Database, row: PerformanceReportValues): Promise<void> {
  await db.insert(performanceReports).values(row);
}
