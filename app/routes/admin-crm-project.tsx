import { company } from "#app/content/company.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { staffProjectAction } from "#app/areas/delivery/index.server.ts";
import { StaffProject } from "#app/areas/delivery/index.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { loadProjectPage } from "#app/areas/delivery/index.server.ts";
import { recordHistory } from "#app/areas/identity/index.server.ts";
import { RecordHistory } from "#app/areas/identity/index.ts";
import type { Route } from "./+types/admin-crm-project";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const [page, admins] = await Promise.all([
    loadProjectPage(db, signedInUser(context), params.id),
    listAssignableStaff(db, "write:project:assigned"),
  ]);
  // After the page, whose read is scoped: a project outside the caller's reach is a 404 before its history is read.
  const history = await recordHistory(db, "project", page.detail.project.id);
  return { ...page, admins, history };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return staffProjectAction(pageCaller(context), params.id, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.detail.project.title ?? "Project"} | ${company.name}` },
];

export default function AdminCrmProjectPage({ loaderData: { history, ...project } }: Route.ComponentProps) {
  return (
    <StaffPage title={project.detail.project.title}>
      <StaffProject {...project} />
      <RecordHistory events={history} />
    </StaffPage>
  );
}
