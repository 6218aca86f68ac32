import { company } from "../content/company.ts";
import { BackofficePage } from "../features/backoffice/backoffice-nav.tsx";
import { readForm } from "../lib/page-form.server.ts";
import { readSearchParams } from "../features/backoffice/list-query-fields.server.ts";
import { runOutboxAction } from "../features/backoffice/outbox-actions.server.ts";
import { outboxListQuerySchema } from "../features/backoffice/outbox-list-query.server.ts";
import { OutboxList } from "../features/backoffice/outbox-list.tsx";
import { listOutbox } from "../features/backoffice/outbox.server.ts";
import type { Route } from "./+types/admin-crm-outbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readSearchParams(outboxListQuerySchema, new URL(request.url).searchParams);
  return { page: await listOutbox(context.services.db, query), query };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runOutboxAction(context.services, await readForm(request));
}

export const meta = () => [{ title: `Mail Outbox | ${company.name}` }];

export default function AdminCrmOutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <BackofficePage title="Mail outbox">
      <OutboxList page={loaderData.page} query={loaderData.query} />
    </BackofficePage>
  );
}
