import { DomainError } from "#server/domain-errors.ts";
import { defineApi } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { bucketedRangeQuery, figureTableQuery, rangeQuery } from "./analytics-range.ts";
import { analyticsFigures, readerSees } from "./analytics-figures.server.ts";
import { sendFigureTable } from "./figure-csv.server.ts";
import { figureTableIds, figureTables } from "./figure-tables.ts";
import {
  funnelFigures,
  leadsFigures,
  salesFigures,
  speedToLeadFigures,
  webVitalsFigures,
} from "./lead-figures.server.ts";
import { bookingsFigures, installsFigures, serviceFigures, shopFigures } from "./section-figures.server.ts";

/**
 * The analytics page's sections as JSON (issue 30 §1): each reads every record of its kind, so each needs its
 * entity's `any` reach (decision 0197).
 */
export const analyticsApi = [
  defineApi("get", "/api/analytics/leads", "read:lead:any", (req) =>
    leadsFigures(req.services.db, parseInput(bucketedRangeQuery, req.query)),
  ),
  defineApi("get", "/api/analytics/funnel", "read:lead:any", (req) =>
    funnelFigures(req.services.db, parseInput(rangeQuery, req.query)),
  ),
  defineApi("get", "/api/analytics/speed-to-lead", "read:lead:any", (req) =>
    speedToLeadFigures(req.services.db, parseInput(rangeQuery, req.query)),
  ),
  // Deals won; their amounts only for a role that may see money (decision 0133).
  defineApi("get", "/api/analytics/sales", "read:lead:any", async (req) =>
    salesFigures(
      req.services.db,
      parseInput(rangeQuery, req.query),
      (await readerSees(req.services, req.user!)).amounts,
    ),
  ),
  // The site's telemetry: the admin's, as on /admin/vitals.
  defineApi("get", "/api/analytics/web-vitals", "read:telemetry:any", (req) =>
    webVitalsFigures(req.services.db, parseInput(rangeQuery, req.query)),
  ),
  // The sections beyond the leads (issue 30 §3, §4): each reads every record of its kind; amounts only for money.
  defineApi("get", "/api/analytics/bookings", "read:appointment:any", (req) =>
    bookingsFigures(req.services.db, parseInput(rangeQuery, req.query)),
  ),
  defineApi("get", "/api/analytics/shop", "read:order:any", async (req) =>
    shopFigures(
      req.services.db,
      parseInput(bucketedRangeQuery, req.query),
      (await readerSees(req.services, req.user!)).amounts,
    ),
  ),
  defineApi("get", "/api/analytics/installs", "read:project:any", (req) =>
    installsFigures(req.services.db, parseInput(rangeQuery, req.query)),
  ),
  defineApi("get", "/api/analytics/service", "read:ticket:any", async (req) =>
    serviceFigures(
      req.services.db,
      parseInput(rangeQuery, req.query),
      (await readerSees(req.services, req.user!)).amounts,
    ),
  ),
  // One table of the page as CSV: the same figures the page shows for the same range and bucket, cell for cell; a
  // table the reader's page does not show (the web vitals without telemetry) is not theirs to download.
  defineApi("get", "/api/analytics/figures.csv", "read:lead:any", async (req, res) => {
    const { table, bucket, ...range } = parseInput(figureTableQuery(figureTableIds), req.query);
    const sees = await readerSees(req.services, req.user!);
    const tables = figureTables(await analyticsFigures(req.services.db, range, bucket, sees));
    const shown = tables.find((candidate) => candidate.id === table);
    if (!shown) throw new DomainError("not-found", "This table is not on your analytics page");
    sendFigureTable(res, shown);
  }),
];
