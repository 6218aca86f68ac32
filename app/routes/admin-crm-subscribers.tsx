import { company } from "../content/company.ts";
import { BackofficePage } from "../features/backoffice/backoffice-nav.tsx";
import { readSearchParams } from "../features/backoffice/list-query-fields.server.ts";
import { subscriberListQuerySchema } from "../features/backoffice/subscriber-list-query.server.ts";
import { SubscribersList } from "../features/backoffice/subscribers-list.tsx";
import { listSubscribers } from "../features/backoffice/subscribers.server.ts";
import type { Route } from "./+types/admin-crm-subscribers";

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readSearchParams(subscriberListQuerySchema, new URL(request.url).searchParams);
  return { page: await listSubscribers(context.services.db, query), query };
}

export const meta = () => [{ title: `Newsletter Subscribers | ${company.name}` }];

export default function AdminCrmSubscribersPage({ loaderData }: Route.ComponentProps) {
  return (
    <BackofficePage title="Newsletter subscribers">
      <SubscribersList page={loaderData.page} query={loaderData.query} />
    </BackofficePage>
  );
}
