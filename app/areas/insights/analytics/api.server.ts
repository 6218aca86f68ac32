import { defineApi } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { bucketedRangeQuery, rangeQuery } from "./analytics-range.ts";
import { funnelFigures, leadsFigures } from "./lead-figures.server.ts";

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
];
