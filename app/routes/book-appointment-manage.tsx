import { data, redirect } from "react-router";
import { company } from "#app/content/company.ts";
import { ManagePage } from "#app/areas/delivery/index.ts";
import { manageAction, manageLoader } from "#app/areas/delivery/index.server.ts";
import type { Route } from "./+types/book-appointment-manage";

export const meta = () => [
  { title: `Your appointment | ${company.name}` },
  { name: "description", content: `Reschedule or cancel your appointment with ${company.name}.` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { state: await manageLoader(context.services, params.token), token: params.token };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = await manageAction(context.services, params.token, request, context.clientKey);
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo);
  return data(outcome.result, { status: outcome.status });
}

export default function BookAppointmentManageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagePage state={loaderData.state} token={loaderData.token} result={actionData} />;
}
