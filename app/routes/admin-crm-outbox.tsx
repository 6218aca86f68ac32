import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { outboxWrites } from "#app/areas/messaging/index.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { OutboxList } from "#app/areas/messaging/index.ts";
import { outboxList } from "#app/areas/messaging/index.server.ts";
import type { Route } from "./+types/admin-crm-outbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...(await outboxList.pageData(context, request)),
    mailServerSet: Boolean(context.services.config.SMTP_URL),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(outboxWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `Mail Outbox | ${company.name}` }];

export default function AdminCrmOutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Mail outbox">
      <OutboxList page={loaderData.page} query={loaderData.query} mailServerSet={loaderData.mailServerSet} />
    </StaffPage>
  );
}
