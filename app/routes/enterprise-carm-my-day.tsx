import { company } from "#app/content/company.ts";
import { myDayAction, myDayPageData } from "#app/areas/delivery/index.server.ts";
import { MyDay } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-my-day";

export const loader = ({ context, request }: Route.LoaderArgs) => myDayPageData(context, new URL(request.url));

export const action = ({ context, request }: Route.ActionArgs) => myDayAction(context, request);

export const meta = () => [{ title: `My day | ${company.name}` }];

export default function EnterpriseCarmMyDayPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="My day">
      <MyDay data={loaderData} />
    </StaffPage>
  );
}
