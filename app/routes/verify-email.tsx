import { data, redirect } from "react-router";
import { company } from "#app/content/company.ts";
import { confirmEmail, resendVerificationAnswer } from "#app/areas/identity/index.server.ts";
import { VerifyEmailPage, type VerifyEmailState } from "#app/areas/identity/index.ts";
import type { Route } from "./+types/verify-email";

export const meta = () => [
  { title: `Confirm E-mail | ${company.name}` },
  { name: "description", content: `Confirm the e-mail address of your ${company.name} account.` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const result: VerifyEmailState = await confirmEmail(context.services, new URL(request.url).searchParams.get("token"));
  return data({ result, signedIn: Boolean(context.user) }, { status: result.state === "confirmed" ? 200 : 400 });
}

/** Resend, from this page or the dashboard's notice; answers the message as data for either. */
export async function action({ context }: Route.ActionArgs) {
  if (!context.user) throw redirect("/auth?redirectTo=%2Fclient-dashboard");
  const { status, message } = await resendVerificationAnswer(context.services, context.user.id);
  return data({ message }, { status });
}

export default function VerifyEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result: VerifyEmailState = actionData ? { state: "resent", message: actionData.message } : loaderData.result;
  return <VerifyEmailPage result={result} signedIn={loaderData.signedIn} />;
}
