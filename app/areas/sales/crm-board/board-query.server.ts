import { and, eq, gte, isNull, lt, type SQL } from "drizzle-orm";
import { z } from "#app/lib/zod.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { officeDateParam, optionalParam, readSearchParams, searchParam } from "#app/lib/list-query.server.ts";
import { startOfOfficeDay } from "#app/lib/office-time.ts";
import { parseInput } from "#server/http/errors.ts";
import { propertyTypes } from "#app/areas/sales/leads/index.ts";
import { leadSources, leads } from "#app/areas/sales/leads/tables.server.ts";
import { searchCondition } from "#app/areas/sales/leads-pipeline/index.server.ts";

/**
 * The board's filters, every one a URL parameter: `owner` an assignee's id or "none" for unassigned leads, `from`
 * and `to` days at the office (America/Los_Angeles) on which the lead arrived, both included.
 */
export const boardQuerySchema = z.object({
  search: searchParam,
  owner: optionalParam(z.union([z.uuid(), z.literal("none")], { error: "Unknown owner" })),
  source: optionalParam(z.enum(leadSources)),
  utility: optionalParam(z.enum(utilityIds)),
  propertyType: optionalParam(z.enum(propertyTypes)),
  from: officeDateParam,
  to: officeDateParam,
});

export type BoardQuery = z.output<typeof boardQuerySchema>;

/** The API's query: a parameter that does not parse is a 400 naming it. */
export const parseBoardQuery = (input: unknown): BoardQuery => parseInput(boardQuerySchema, input);
/** The page's URL: a parameter that does not parse (an edited link) is ignored. */
export const readBoardQuery = (params: URLSearchParams): BoardQuery => readSearchParams(boardQuerySchema, params);

/** The leads the filters match; spam is never on the board. */
export function boardCondition(query: BoardQuery): SQL {
  return and(
    eq(leads.isSpam, false),
    query.search ? searchCondition(query.search) : undefined,
    query.owner ? (query.owner === "none" ? isNull(leads.assigneeId) : eq(leads.assigneeId, query.owner)) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
    query.utility ? eq(leads.utility, query.utility) : undefined,
    query.propertyType ? eq(leads.propertyType, query.propertyType) : undefined,
    query.from ? gte(leads.createdAt, startOfOfficeDay(query.from)) : undefined,
    query.to ? lt(leads.createdAt, startOfOfficeDay(query.to, 1)) : undefined,
  )!;
}
