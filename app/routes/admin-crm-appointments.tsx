import { company } from "#app/content/company.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { AppointmentsView, CalendarChangesPanel, FeedPanel } from "#app/areas/delivery/index.ts";
import { appointmentsPageAction, appointmentsPageData, calendarVisits } from "#app/areas/delivery/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-crm-appointments";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const page = await appointmentsPageData(context.services, user, new URL(request.url));
  const visits = page.week ? await calendarVisits(context.services.db, user, page.period, page.query) : [];
  return { ...page, visits };
}

export async function action({ context, request }: Route.ActionArgs) {
  return appointmentsPageAction(pageCaller(context), await readForm(request));
}

export const meta = () => [{ title: `Appointments | ${company.name}` }];

export default function AdminCrmAppointmentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Appointments">
      <AppointmentsView
        query={loaderData.query}
        period={loaderData.period}
        list={loaderData.list}
        week={loaderData.week}
        visits={loaderData.visits}
        panel={loaderData.panel}
        technicians={loaderData.technicians}
      />
      {loaderData.changes ? <CalendarChangesPanel changes={loaderData.changes} /> : null}
      {loaderData.feedUrl ? <FeedPanel feedUrl={loaderData.feedUrl} /> : null}
    </StaffPage>
  );
}
