import { data } from "react-router";
import { company } from "#app/content/company.ts";
import { ForgotPasswordPage } from "#app/areas/identity/index.ts";
import { forgotPasswordAction } from "#app/areas/identity/index.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import type { Route } from "./+types/forgot-password";

export const meta = () => [
  { title: `Forgot Password | ${company.name}` },
  { name: "description", content: `Ask for a link to set a new password for your ${company.name} account.` },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { status, answer } = await forgotPasswordAction(context.services, await readForm(request), context.clientKey);
  return data(answer, { status });
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage answer={actionData} />;
}
