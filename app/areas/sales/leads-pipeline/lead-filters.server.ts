import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { leadStatuses } from "./pipeline.ts";
import { overdueBefore } from "./response-sla.ts";

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
export function searchCondition(search: string): SQL {
  const digits = search.replace(/\D/g, "");
  const text = LOOKS_LIKE_PHONE.test(search) && digits.length >= 3 ? digits : search;
  return sql`${leads.searchText} like lower(${likePattern(text)})`;
}

export function slaCondition(sla: "due" | "overdue", now: Date): SQL {
  const cutoff = overdueBefore(now);
  if (!cutoff) return sla === "due" ? awaitingContact : sql`false`;
  return and(awaitingContact, sla === "overdue" ? lt(leads.createdAt, cutoff) : gte(leads.createdAt, cutoff))!;
}

/** Pipeline stages in pipeline order, for sorting by status. */
export const statusRank = sql`case ${leads.status} ${sql.join(
  leadStatuses.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;
