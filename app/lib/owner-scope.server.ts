import { eq, type AnyColumn, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { accessTo, permissionsOf, type Entity } from "./permissions.ts";

/** A client's dashboard lists at most this many of their records of one kind (requests, orders, projects). */
export const DASHBOARD_LIMIT = 50;

/**
 * A back-office view of a table: the entity its rows are, and the column naming the staff member a row is assigned
 * to (a technician's project). Leads are not viewed this way: how far a sales rep reaches is a setting, so their
 * scope takes the role policy (leads-pipeline).
 */
export interface StaffView {
  entity: Exclude<Entity, "lead" | "money">;
  assignee?: AnyColumn;
}

/**
 * The `where` condition that keeps a query to the rows the checked user may see, given the table's owner column. A
 * client's resource is fetched by a query scoped to them, so another client's id finds nothing and answers 404 like
 * a missing one: ownership is enforced in the query, never checked after it. A back-office screen asks for its staff
 * view: a role reading the entity at `any` sees every row (undefined: no condition), at `assigned` the rows assigned
 * to the user; anyone else, clients included, only what they own.
 */
export function ownedBy(user: SessionUser, ownerColumn: AnyColumn, view: "own" | StaffView = "own"): SQL | undefined {
  if (view !== "own") {
    const reach = accessTo(permissionsOf(user.userType), "read", view.entity);
    if (reach === "any") return undefined;
    if (reach === "assigned" && view.assignee) return eq(view.assignee, user.id);
  }
  return eq(ownerColumn, user.id);
}
