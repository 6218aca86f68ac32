import { eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import { accessTo, permissionsOf, type Action } from "#app/lib/permissions.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { serviceVisits } from "./tables.server.ts";

export const VISIT_NOT_FOUND = "Visit not found";

export const visitIdOf = (value: unknown) => recordId(value, VISIT_NOT_FOUND);
export const visitNotFound = () => notFound(VISIT_NOT_FOUND);

/**
 * The visits a user reaches, as a condition on `service_visits`: every one for the office and admins, a
 * technician's own (their `technician_id`), none for anyone else. Another technician's visit answers 404.
 */
export function visitScope(user: SessionUser, action: Action = "read"): SQL | undefined {
  const reach = accessTo(permissionsOf(user.userType), action, "ticket");
  if (reach === "any") return undefined;
  if (reach === "assigned") return eq(serviceVisits.technicianId, user.id);
  return sql`false`;
}
