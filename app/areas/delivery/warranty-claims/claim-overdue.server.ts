import { sql } from "drizzle-orm";
import { officeToday } from "#app/lib/office-time.ts";
import { warrantyClaims } from "./tables.server.ts";

/** A claim still to claim whose last day is before the office's today: the list and the ticket page both read it. */
export const claimOverdue = (now: Date) =>
  sql<boolean>`(${warrantyClaims.state} = 'to_claim' and ${warrantyClaims.claimDeadline} < ${officeToday(now)}::date)`;
