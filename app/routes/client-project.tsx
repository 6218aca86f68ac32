import { company } from "#app/content/company.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { ClientProject } from "#app/areas/delivery/index.ts";
import { clientProjectAction } from "#app/areas/delivery/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { loadProjectPage } from "#app/areas/delivery/index.server.ts";
import type { Route } from "./+types/client-project";

export function loader({ context, params }: Route.LoaderArgs) {
  return loadProjectPage(context.services.db, signedInUser(context), params.projectId);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return clientProjectAction(pageCaller(context), params.projectId, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.detail.project.title ?? "Project"} | ${company.name}` },
];

export default function ClientProjectPage({ loaderData }: Route.ComponentProps) {
  return <ClientProject {...loaderData} />;
}
