import { company } from "#app/content/company.ts";
import { data } from "react-router";
import { readForm } from "#app/lib/page-form.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";
import { subscriberByToken, unsubscribeByToken } from "#app/areas/messaging/index.server.ts";
import { UnsubscribePage, type UnsubscribeState } from "#app/areas/messaging/index.ts";

export const meta = () => [
  { title: `Newsletter | ${company.name}` },
  { name: "description", content: `Unsubscribe from the ${company.name} newsletter.` },
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const subscriber = await subscriberByToken(context.services, token);
  const status: UnsubscribeState = subscriber
    ? { state: subscriber.unsubscribed ? "unsubscribed" : "confirm", email: subscriber.email }
    : { state: "invalid" };
  return data({ status, token }, { status: subscriber ? 200 : 400 });
}

/** The page's Unsubscribe button, and RFC 8058 one-click POSTs from mail programs (List-Unsubscribe-Post). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = (await readForm(request)).get("token") ?? tokenOf(request);
  const done = await unsubscribeByToken(context.services, token);
  return data({ done }, { status: done ? 200 : 400 });
}

export default function NewsletterUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  return <UnsubscribePage status={loaderData.status} token={loaderData.token} />;
}
