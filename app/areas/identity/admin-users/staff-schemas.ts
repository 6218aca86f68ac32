import { z } from "#app/lib/zod.ts";
import {
  PASSWORDS_DIFFER_MESSAGE,
  booleanField,
  emailField,
  newPasswordField,
  personName,
  usernameField,
} from "#app/lib/field-rules.ts";
import { staffRoles } from "#app/lib/permissions.ts";

const ROLE_MESSAGE = "Choose a staff role";
export const NOTHING_TO_CHANGE = "Send a role, or active as true or false";

/** POST /api/admin/staff and the staff page's invite form: who is invited, and as what. */
export const inviteStaffSchema = z.object({
  email: emailField("Please enter the e-mail address"),
  firstName: personName("Please enter the first name", "First name must be at least 2 characters"),
  lastName: personName("Please enter the last name", "Last name must be at least 2 characters"),
  role: z.enum(staffRoles, ROLE_MESSAGE),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** PATCH /api/admin/staff/:id and the staff page's row forms: a new role, a change of state, or both. */
export const changeStaffSchema = z
  .object({
    role: z.enum(staffRoles, ROLE_MESSAGE).optional(),
    active: booleanField("Send active as true or false").optional(),
  })
  .refine((change) => change.role !== undefined || change.active !== undefined, { message: NOTHING_TO_CHANGE });

/** /staff-invitation/:token's form: the username and password the new staff member signs in with. */
export const acceptInvitationSchema = z
  .object({
    username: usernameField,
    newPassword: newPasswordField(),
    confirmPassword: z.string("Please confirm your password").min(1, "Please confirm your password"),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["confirmPassword"],
  });
