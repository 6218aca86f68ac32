import { redirect } from "react-router";
import { company } from "../content/company.ts";
import { accountFormAction } from "../features/auth/account-form-action.server.ts";
import { safeRedirect } from "../features/auth/index.ts";
import { StaffSignInPage } from "../features/auth/staff-sign-in-page.tsx";
import type { Route } from "./+types/crm-login";

const DEFAULT_RETURN = "/admin-crm";

export function loader({ context, request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), DEFAULT_RETURN);
  if (context.user) throw redirect(redirectTo);
  return { redirectTo };
}

/** The forms posted before or without JavaScript; with it they call the API instead. */
export function action({ context, request }: Route.ActionArgs) {
  return accountFormAction(context, request, DEFAULT_RETURN);
}

export const meta = () => [
  { title: `Staff Sign In | ${company.name}` },
  { name: "description", content: `Sign in to the ${company.name} back office (staff only).` },
];

export default function CrmLoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffSignInPage redirectTo={loaderData.redirectTo} result={actionData ?? null} />;
}
