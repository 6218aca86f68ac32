import { sql } from "drizzle-orm";
import { defineWrite, noInput, recordFields } from "#app/lib/write.server.ts";
import { roleLabels } from "#app/lib/permissions.ts";
import { changeAccount, NO_SUCH_USER } from "./account-change.server.ts";
import { inviteStaff, resendStaffInvitation } from "./staff-invitation.server.ts";
import { changeStaffSchema, inviteStaffSchema } from "./staff-schemas.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";

/** An account's role and state as the change's fields name them, for the audit trail's `before`. */
const accountState = recordFields(users, users.id, {
  role: users.userType,
  active: sql<boolean>`not ${users.disabled}`,
});

/**
 * The staff page's writes: each a form of /admin/staff and a JSON API route. The trail names an invitation by the
 * account it made and a change by what the account's role and state were.
 */
export const staffWrites = [
  defineWrite({
    intent: "invite",
    access: "write:staff:any",
    path: "/api/admin/staff",
    notFound: NO_SUCH_USER,
    creates: true,
    schema: inviteStaffSchema,
    run: (context, _id, input) => inviteStaff(context, input),
    done: () => "Invitation Sent",
  }),
  defineWrite({
    intent: "resend-invitation",
    access: "write:staff:any",
    path: "/api/admin/staff/:id/invitation",
    idField: "userId",
    notFound: NO_SUCH_USER,
    schema: noInput,
    run: (context, userId) => resendStaffInvitation(context, userId),
    done: (invitee) => `Invitation sent again to ${invitee.email}`,
  }),
  defineWrite({
    intent: "change-staff",
    access: "write:staff:any",
    method: "patch",
    path: "/api/admin/staff/:id",
    idField: "userId",
    notFound: NO_SUCH_USER,
    schema: changeStaffSchema,
    run: (context, userId, change) => changeAccount(context, userId, change),
    done: (user) =>
      `${user.firstName} ${user.lastName}: ${roleLabels[user.userType]}, ${user.disabled ? "deactivated" : "active"}`,
    audit: { before: accountState },
  }),
];
