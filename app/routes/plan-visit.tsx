import { data, redirect } from "react-router";
import { company } from "#app/content/company.ts";
import { PlanVisitLinkPage, PlanVisitLinkRefused } from "#app/areas/delivery/index.ts";
import { planVisitLinkAction, planVisitLinkPageData } from "#app/areas/delivery/index.server.ts";
import type { Route } from "./+types/plan-visit";

export const meta = () => [
  { title: `Book your maintenance visit | ${company.name}` },
  { name: "description", content: `Choose a time for your maintenance plan's visit with ${company.name}.` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await planVisitLinkPageData(context.services, params.token);
  return data(page, { status: page.kind === "refused" ? page.status : 200 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = await planVisitLinkAction(context.services, params.token, request, context);
  if ("redirectTo" in outcome) return redirect(outcome.redirectTo);
  return data(outcome.result, { status: outcome.status });
}

export default function PlanVisitRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "refused") return <PlanVisitLinkRefused message={loaderData.message} />;
  return <PlanVisitLinkPage view={loaderData.view} result={actionData} />;
}
