import { company } from "#app/content/company.ts";
import { ResetPasswordPage } from "#app/areas/identity/index.ts";
import { setPasswordPageAction, setPasswordPageData } from "#app/areas/delivery/index.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import type { Route } from "./+types/reset-password";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.invitation ? "Set your password" : "Reset Password"} | ${company.name}` },
  { name: "description", content: `Set a new password for your ${company.name} account.` },
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return setPasswordPageData(context.services.db, new URL(request.url).searchParams.get("token") ?? "");
}

export async function action({ request, context }: Route.ActionArgs) {
  return setPasswordPageAction(context, request, await readForm(request));
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage token={loaderData.token} answer={actionData} invitation={loaderData.invitation} />;
}
