import { company } from "#app/content/company.ts";
import { StaffInvitationPage } from "#app/areas/identity/index.ts";
import { staffInvitationPageAction, staffInvitationPageData } from "#app/areas/identity/index.server.ts";
import { staffHome } from "#app/areas/shell/index.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import type { Route } from "./+types/staff-invitation";

export const meta = () => [
  { title: `Set up your staff account | ${company.name}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await staffInvitationPageData(context.services, params.token);
  // Signed in, the new staff member lands where their role's work is.
  const home = staffHome(invitation.permissions);
  return { invitation, signInTo: `/crm-login?redirectTo=${encodeURIComponent(home)}` };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return staffInvitationPageAction(context.services, params.token, await readForm(request));
}

export default function StaffInvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffInvitationPage invitation={loaderData.invitation} answer={actionData} signInTo={loaderData.signInTo} />;
}
