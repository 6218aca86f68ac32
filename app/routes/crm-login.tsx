import { company } from "#app/content/company.ts";
import { accountFormAction, signInPageLoader } from "#app/areas/identity/index.server.ts";
import { StaffSignInPage } from "#app/areas/identity/index.ts";
import type { Route } from "./+types/crm-login";

const DEFAULT_RETURN = "/admin-crm";

export const loader = ({ context, request }: Route.LoaderArgs) => signInPageLoader(context, request, DEFAULT_RETURN);

/** The forms posted before or without JavaScript; with it they call the API instead. */
export const action = ({ context, request }: Route.ActionArgs) => accountFormAction(context, request, DEFAULT_RETURN);

export const meta = () => [
  { title: `Staff Sign In | ${company.name}` },
  { name: "description", content: `Sign in to the ${company.name} back office (staff only).` },
  // Kept out of search results by this tag, which a crawler can only read if robots.txt lets it fetch the page.
  { name: "robots", content: "noindex" },
];

export default function CrmLoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffSignInPage
      redirectTo={loaderData.redirectTo}
      result={actionData ?? null}
      twoFactorPending={loaderData.twoFactorPending}
    />
  );
}
