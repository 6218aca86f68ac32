import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { company } from "#app/content/company.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import type { ExportCursor } from "#app/lib/keyset-batches.server.ts";
import type { LeadListQuery, LeadSortField } from "./lead-list-query.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { leadStatuses } from "./pipeline.ts";
import { overdueBefore } from "./response-sla.ts";
import { addLocalDays, zonedTimeToInstant } from "#app/lib/zoned-time.ts";

/** Leads still waiting for first contact: the response promise's queue (matches its partial index). */
export const awaitingContact = sql`${leads.status} = 'new' and ${leads.firstContactedAt} is null and not ${leads.isSpam}`;

/** Signals without a decision (see possible-spam.ts); matches its partial index. */
export const possibleSpam = sql`cardinality(${leads.spamSignals}) > 0 and not ${leads.isSpam} and ${leads.spamReviewedAt} is null`;

const LOOKS_LIKE_PHONE = /^[\d\s().+-]+$/;

/**
 * Name, e-mail, reference or phone containing the text, in any case. Something that looks
 * like a phone number is matched by its digits, so punctuation never matters. One LIKE on
 * a stored column: a search reads 10,000 leads in milliseconds, no trigram index needed.
 */
function searchCondition(search: string): SQL {
  const digits = search.replace(/\D/g, "");
  const text = LOOKS_LIKE_PHONE.test(search) && digits.length >= 3 ? digits : search;
  return sql`${leads.searchText} like lower(${likePattern(text)})`;
}

/** The first instant of a calendar day at the office, `days` later. */
function startOfOfficeDay(isoDate: string, days = 0): Date {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return zonedTimeToInstant(addLocalDays({ year, month, day }, days), company.timeZone);
}

function slaCondition(sla: "due" | "overdue", now: Date): SQL {
  const cutoff = overdueBefore(now);
  if (!cutoff) return sla === "due" ? awaitingContact : sql`false`;
  return and(awaitingContact, sla === "overdue" ? lt(leads.createdAt, cutoff) : gte(leads.createdAt, cutoff))!;
}

/** The WHERE clause of a list query; `now` places the response-promise boundary. */
export function leadWhere(query: LeadListQuery, now: Date): SQL | undefined {
  return and(
    query.spam === "exclude" ? eq(leads.isSpam, false) : undefined,
    query.spam === "only" ? eq(leads.isSpam, true) : undefined,
    query.spam === "possible" ? possibleSpam : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.propertyType ? eq(leads.propertyType, query.propertyType) : undefined,
    query.serviceNeeded ? eq(leads.serviceNeeded, query.serviceNeeded) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
    query.from ? gte(leads.createdAt, startOfOfficeDay(query.from)) : undefined,
    query.to ? lt(leads.createdAt, startOfOfficeDay(query.to, 1)) : undefined,
    query.assignee === "none" ? isNull(leads.assigneeId) : undefined,
    query.assignee && query.assignee !== "none" ? eq(leads.assigneeId, query.assignee) : undefined,
    query.sla ? slaCondition(query.sla, now) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
}

const statusRank = sql`case ${leads.status} ${sql.join(
  leadStatuses.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

/** Each sort key as an expression and the SQL type its text form casts back to (for export cursors). */
export const sortKeys: Record<LeadSortField, { expression: SQL; type: string }> = {
  createdAt: { expression: sql`${leads.createdAt}`, type: "timestamptz" },
  customerName: { expression: sql`lower(${leads.customerName})`, type: "text" },
  status: { expression: statusRank, type: "integer" },
};

/** Sorted by the chosen key, then by id, so every order is total and pages never overlap. */
export function leadOrderBy(query: Pick<LeadListQuery, "sort" | "dir">): SQL[] {
  const direction = query.dir === "asc" ? asc : desc;
  return [direction(sortKeys[query.sort].expression), direction(leads.id)];
}

/** Rows after a cursor in the chosen order: the export's keyset pagination. */
export function afterCursor(query: Pick<LeadListQuery, "sort" | "dir">, cursor: ExportCursor): SQL {
  const { expression, type } = sortKeys[query.sort];
  const comparison = query.dir === "asc" ? sql`>` : sql`<`;
  return sql`(${expression}, ${leads.id}) ${comparison} (cast(${cursor.key} as ${sql.raw(type)}), cast(${cursor.id} as uuid))`;
}
