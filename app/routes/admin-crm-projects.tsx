import { company } from "#app/content/company.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { createProjectWrite } from "#app/areas/delivery/index.server.ts";
import { listProjects, projectListQuerySchema } from "#app/areas/delivery/index.server.ts";
import { StaffProjectList } from "#app/areas/delivery/index.ts";
import { readSearchParams } from "#app/lib/list-query.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-crm-projects";

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readSearchParams(projectListQuerySchema, new URL(request.url).searchParams);
  const { db } = context.services;
  const [page, admins] = await Promise.all([
    listProjects(db, signedInUser(context), query),
    listAssignableStaff(db, "write:project:assigned"),
  ]);
  return { page, query, admins };
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
