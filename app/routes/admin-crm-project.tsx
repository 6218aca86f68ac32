import { company } from "#app/content/company.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { staffProjectAction } from "#app/areas/delivery/index.server.ts";
import { StaffProject } from "#app/areas/delivery/index.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { loadProjectPage } from "#app/areas/delivery/index.server.ts";
import type { Route } from "./+types/admin-crm-project";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const [page, admins] = await Promise.all([
    loadProjectPage(db, signedInUser(context), params.id),
    listAssignableStaff(db, "write:project:assigned"),
  ]);
  return { ...page, admins };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return staffProjectAction(pageCaller(context), params.id, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.detail.project.title ?? "Project"} | ${company.name}` },
];

export default function AdminCrmProjectPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={loaderData.detail.project.title}>
      <StaffProject {...loaderData} />
    </StaffPage>
  );
}
