import { company } from "#app/content/company.ts";
import { TwoFactorSettingsPage } from "#app/areas/identity/index.ts";
import { twoFactorPageAction, twoFactorPageLoader } from "#app/areas/identity/index.server.ts";
import type { Route } from "./+types/account-two-factor";

export const loader = ({ context, request }: Route.LoaderArgs) => twoFactorPageLoader(context, request);

export const action = ({ context, request }: Route.ActionArgs) => twoFactorPageAction(context, request);

export const meta = () => [{ title: `Two-factor sign-in | ${company.name}` }];

export default function AccountTwoFactorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorSettingsPage page={loaderData} result={actionData ?? null} />;
}
