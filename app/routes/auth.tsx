import { redirect } from "react-router";
import { company } from "../content/company.ts";
import { AuthPage, authTabOf } from "../features/auth/auth-page.tsx";
import { safeRedirect } from "../features/auth/safe-redirect.ts";
import type { Route } from "./+types/auth";

const DEFAULT_RETURN = "/client-dashboard";

export function loader({ context, request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), DEFAULT_RETURN);
  if (context.user) throw redirect(redirectTo);
  return { redirectTo };
}

export const meta = ({ location }: Route.MetaArgs) => [
  {
    title: `${authTabOf(new URLSearchParams(location.search)) === "register" ? "Create Your Account" : "Welcome Back"} | ${company.name}`,
  },
  { name: "description", content: `Sign in to or create your ${company.name} client dashboard account.` },
];

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  return <AuthPage redirectTo={loaderData.redirectTo} />;
}
