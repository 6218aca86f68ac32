import type { Database } from "../../../server/db/client.ts";
import { browserFamily } from "./browser-family.ts";
import { pageAddress, pageRoute } from "./page-route.ts";
import type { ErrorBatchInput, PerformanceReportInput } from "./report-schema.ts";
import { errorReports, performanceReports } from "./tables.server.ts";

export async function storeErrorReports(db: Database, { errors }: ErrorBatchInput): Promise<void> {
  await db.insert(errorReports).values(
    errors.map((record) => ({
      type: record.type,
      message: record.message,
      stack: record.stack ?? null,
      url: pageAddress(record.url),
      browser: browserFamily(record.userAgent),
      userAgent: record.userAgent,
      occurredAt: new Date(record.timestamp),
    })),
  );
}

export async function storePerformanceReport(db: Database, report: PerformanceReportInput): Promise<void> {
  await db.insert(performanceReports).values({
    ...report.metrics,
    route: pageRoute(report.url),
    componentMetrics: report.componentMetrics,
    userAgent: report.userAgent,
    occurredAt: new Date(report.timestamp),
  });
}
