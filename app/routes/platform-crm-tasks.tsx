import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { MyTasks } from "#app/areas/sales/index.ts";
import { assignableStaffFor, leadWrites, taskList } from "#app/areas/sales/index.server.ts";
import type { Route } from "./+types/platform-crm-tasks";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, query }, staff] = await Promise.all([
    taskList.pageData(context, request),
    assignableStaffFor(context.services, signedInUser(context)),
  ]);
  return { page, query, staff };
}

/** The rows' "Mark done": the lead page's complete-task write. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const completeTask = leadWrites.filter((write) => write.intent === "complete-task");
  return runWriteAction(completeTask, pageCaller(context), params, await readForm(request));
}

export const meta = () => [{ title: `My tasks | ${company.name}` }];

export default function PlatformCrmTasksPage({ loaderData }: Route.ComponentProps) {
  const { page, query, staff } = loaderData;
  return (
    <StaffPage title="My tasks">
      <MyTasks page={page} query={query} staff={staff} />
    </StaffPage>
  );
}
