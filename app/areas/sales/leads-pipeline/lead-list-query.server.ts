import { z } from "zod";
import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "#app/lib/date-range.ts";
import { leadServices } from "#app/content/services.ts";
import { propertyTypes } from "#app/areas/sales/leads/index.ts";
import { leadSources } from "#app/areas/sales/leads/tables.server.ts";
import {
  defaultedParam,
  optionalParam,
  paginationParams,
  searchParam,
  sortParams,
} from "#app/lib/list-query.server.ts";
import { leadStatuses } from "./pipeline.ts";

const leadSortFields = ["createdAt", "customerName", "status"] as const;
/** exclude: hide spam (possible spam shows); possible: only possible spam; only: only spam. */
const spamFilters = ["exclude", "include", "possible", "only"] as const;
const slaFilters = ["due", "overdue"] as const;

const officeDate = z.iso.date("Use a date like 2025-03-04").refine(isIsoDateInRange, DATE_OUT_OF_RANGE_MESSAGE);

/**
 * The inbox's filters, sorting and page, read from the page's URL or the query string
 * of GET /api/admin/leads and its CSV export. `from` and `to` are days at the office
 * (America/Los_Angeles), both included.
 */
export const leadListQuerySchema = z.object({
  search: searchParam,
  status: optionalParam(z.enum(leadStatuses)),
  propertyType: optionalParam(z.enum(propertyTypes)),
  serviceNeeded: optionalParam(z.enum(leadServices)),
  source: optionalParam(z.enum(leadSources)),
  from: optionalParam(officeDate),
  to: optionalParam(officeDate),
  /** An admin's id, or "none" for unassigned leads. */
  assignee: optionalParam(z.union([z.uuid(), z.literal("none")], { error: "Unknown assignee" })),
  /** Uncontacted leads whose response promise is still running (due) or already broken (overdue). */
  sla: optionalParam(z.enum(slaFilters)),
  spam: defaultedParam(z.enum(spamFilters).default("exclude")),
  ...sortParams(leadSortFields, "desc"),
  ...paginationParams,
});

export type LeadListQuery = z.output<typeof leadListQuerySchema>;
export type LeadSortField = (typeof leadSortFields)[number];
