import { redirect } from "react-router";
import { company } from "../content/company.ts";
import { AuthPage, authTabOf } from "../features/auth/auth-page.tsx";
import { accountFormAction } from "../features/auth/account-form-action.server.ts";
import { safeRedirect } from "../features/auth/index.ts";
import type { Route } from "./+types/auth";

const DEFAULT_RETURN = "/client-dashboard";

export function loader({ context, request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), DEFAULT_RETURN);
  if (context.user) throw redirect(redirectTo);
  return { redirectTo };
}

/** The forms posted before or without JavaScript; with it they call the API instead. */
export function action({ context, request }: Route.ActionArgs) {
  return accountFormAction(context, request, DEFAULT_RETURN);
}

export const meta = ({ location }: Route.MetaArgs) => [
  {
    title: `${authTabOf(new URLSearchParams(location.search)) === "register" ? "Create Your Account" : "Welcome Back"} | ${company.name}`,
  },
  { name: "description", content: `Sign in to or create your ${company.name} client dashboard account.` },
];

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage redirectTo={loaderData.redirectTo} result={actionData ?? null} />;
}
