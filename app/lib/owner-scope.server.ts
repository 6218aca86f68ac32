import { eq, type AnyColumn, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";

/** A client's dashboard lists at most this many of their records of one kind (requests, orders, projects). */
export const DASHBOARD_LIMIT = 50;

/**
 * The `where` condition that keeps a query to the rows the checked user owns, given the table's owner column. A
 * client's resource is fetched by a query scoped to them, so another client's id finds nothing and answers 404 like
 * a missing one: ownership is enforced in the query, never checked after it. A back-office screen asks for the
 * staff view, in which an admin sees every row (undefined: no condition); a client never does.
 */
export function ownedBy(user: SessionUser, ownerColumn: AnyColumn, view: "own" | "staff" = "own"): SQL | undefined {
  if (view === "staff" && user.userType === "admin") return undefined;
  return eq(ownerColumn, user.id);
}
