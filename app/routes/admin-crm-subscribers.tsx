import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { subscriberList } from "#app/areas/messaging/index.server.ts";
import { SubscribersList } from "#app/areas/messaging/index.ts";
import type { Route } from "./+types/admin-crm-subscribers";

export function loader({ context, request }: Route.LoaderArgs) {
  return subscriberList.pageData(context, request);
}

export const meta = () => [{ title: `Newsletter Subscribers | ${company.name}` }];

export default function AdminCrmSubscribersPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Newsletter subscribers">
      <SubscribersList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
