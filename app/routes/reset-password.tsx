import { data } from "react-router";
import { company } from "../content/company.ts";
import { resetPasswordAction } from "../features/password-reset/page-actions.server.ts";
import { ResetPasswordPage } from "../features/password-reset/reset-password-page.tsx";
import { readForm } from "../lib/page-form.server.ts";
import type { Route } from "./+types/reset-password";

export const meta = () => [
  { title: `Reset Password | ${company.name}` },
  { name: "description", content: `Set a new password for your ${company.name} account.` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, answer } = await resetPasswordAction(context.services, await readForm(request));
  return data(answer, { status });
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage token={loaderData.token} answer={actionData} />;
}
