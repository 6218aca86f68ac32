import { company } from "#app/content/company.ts";
import { AuthPage, authTabOf } from "#app/areas/identity/index.ts";
import { accountFormAction, signInPageLoader } from "#app/areas/identity/index.server.ts";
import type { Route } from "./+types/auth";

const DEFAULT_RETURN = "/client-dashboard";

export const loader = ({ context, request }: Route.LoaderArgs) => signInPageLoader(context, request, DEFAULT_RETURN);

/** The forms posted before or without JavaScript; with it they call the API instead. */
export const action = ({ context, request }: Route.ActionArgs) => accountFormAction(context, request, DEFAULT_RETURN);

export const meta = ({ location }: Route.MetaArgs) => [
  {
    title: `${authTabOf(new URLSearchParams(location.search)) === "register" ? "Create Your Account" : "Welcome Back"} | ${company.name}`,
  },
  { name: "description", content: `Sign in to or create your ${company.name} client dashboard account.` },
];

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage
      redirectTo={loaderData.redirectTo}
      result={actionData ?? null}
      twoFactorPending={loaderData.twoFactorPending}
    />
  );
}
