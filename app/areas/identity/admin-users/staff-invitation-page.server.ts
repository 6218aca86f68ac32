import { notFound } from "#server/domain-errors.ts";
import { rolePolicy } from "#server/settings.ts";
import type { AppServices } from "#server/services.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { formAction } from "#app/lib/page-action.server.ts";
import { formFields } from "#app/lib/page-form.server.ts";
import { isStaffRole, permissionsOf } from "#app/lib/permissions.ts";
import { acceptStaffInvitation, staffInvitationOf } from "./staff-invitation.server.ts";

export const INVITATION_ACCEPTED_MESSAGE = "Your account is ready. Sign in with your new username and password.";

/** /staff-invitation/:token's data: whom the link invites, as what, whether it still works; 404 if it is none. */
export function staffInvitationPageData(services: AppServices, token: string) {
  return notFoundPage(async () => {
    const invitation = await staffInvitationOf(services.db, token);
    if (!invitation || !isStaffRole(invitation.role)) throw notFound("This invitation link is not valid");
    const { firstName, email, role, usable } = invitation;
    // What the role will open, so the page's sign-in link leads to its work (the staff shell's home).
    return { firstName, email, role, usable, permissions: permissionsOf(role, await rolePolicy(services)) };
  });
}
export type StaffInvitationPageData = Awaited<ReturnType<typeof staffInvitationPageData>>;

/** /staff-invitation/:token's form, posted with or without JavaScript: the answer is shown on the page. */
export function staffInvitationPageAction(services: AppServices, token: string, form: FormData) {
  return formAction("accept", async () => {
    await acceptStaffInvitation(services, token, formFields(form));
    return INVITATION_ACCEPTED_MESSAGE;
  });
}
