import { company } from "#app/content/company.ts";
import { StaffHome } from "#app/areas/insights/index.ts";
import { loadStaffHome } from "#app/areas/insights/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-dashboard";

export const loader = ({ context }: Route.LoaderArgs) => loadStaffHome(context.services, signedInUser(context));

export const meta = () => [{ title: `Today | ${company.name}` }];

export default function StaffHomePage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Today">
      <StaffHome cards={loaderData.cards} />
    </StaffPage>
  );
}
