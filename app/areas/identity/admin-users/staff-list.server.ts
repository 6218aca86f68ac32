import { eq, ilike, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import { staffRoles, type StaffRole } from "#app/lib/permissions.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { twoFactorSecrets, users } from "#app/areas/identity/auth/tables.server.ts";
import { staffStates, type StaffState } from "./staff-states.ts";
import { staffInvitationPending } from "./staff-invitation.server.ts";

const state = sql<StaffState>`case when ${users.disabled} then 'deactivated' when ${staffInvitationPending} then 'invited' else 'active' end`;

/** /admin/staff, GET /api/admin/staff: every staff account (never a client), newest first. */
export const staffList = defineStaffList({
  path: "/api/admin/staff",
  access: "read:staff:any",
  select: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    email: users.email,
    role: sql<StaffRole>`${users.userType}`,
    state,
    lastSignInAt: users.lastSignInAt,
    twoFactorEnabled: sql<boolean>`exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = ${users.id} and ${twoFactorSecrets.confirmedAt} is not null)`,
    createdAt: users.createdAt,
  },
  from: (db, selection) => db.select(selection).from(users).$dynamic(),
  where: () => ne(users.userType, "client"),
  filters: {
    search: filter(searchParam, (text) =>
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(text)),
        ilike(users.username, likePattern(text)),
        ilike(users.email, likePattern(text)),
      ),
    ),
    role: filter(optionalParam(z.enum(staffRoles)), (role) => eq(users.userType, role)),
    state: filter(optionalParam(z.enum(staffStates)), (wanted) => sql`${state} = ${wanted}`),
  },
  sorts: { createdAt: sortKey(users.createdAt, "timestamptz") },
  dir: "desc",
  id: { column: users.id, type: "uuid" },
  scope: everyRowAtAnyReach,
});

export type StaffPageData = StaffListPage<typeof staffList>;
export type StaffListFilters = StaffListQuery<typeof staffList>;
