import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { readSearchParams } from "#app/lib/list-query.server.ts";
import { subscriberListQuerySchema } from "#app/areas/messaging/index.server.ts";
import { SubscribersList } from "#app/areas/messaging/index.ts";
import { listSubscribers } from "#app/areas/messaging/index.server.ts";
import type { Route } from "./+types/admin-crm-subscribers";

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readSearchParams(subscriberListQuerySchema, new URL(request.url).searchParams);
  return { page: await listSubscribers(context.services.db, query), query };
}

export const meta = () => [{ title: `Newsletter Subscribers | ${company.name}` }];

export default function AdminCrmSubscribersPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Newsletter subscribers">
      <SubscribersList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
