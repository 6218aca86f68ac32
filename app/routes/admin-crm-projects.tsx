import { company } from "#app/content/company.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { createProjectWrite } from "#app/areas/delivery/index.server.ts";
import { projectList } from "#app/areas/delivery/index.server.ts";
import { StaffProjectList } from "#app/areas/delivery/index.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-crm-projects";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [list, admins] = await Promise.all([
    projectList.pageData(context, request),
    listAssignableStaff(context.services.db, "write:project:assigned"),
  ]);
  return { ...list, admins };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction([createProjectWrite], pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `Projects | ${company.name}` }];

export default function AdminCrmProjectsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Projects">
      <StaffProjectList page={loaderData.page} query={loaderData.query} admins={loaderData.admins} />
    </StaffPage>
  );
}
