import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { outboxWrites } from "#app/areas/messaging/index.server.ts";
import { getMail } from "#app/areas/messaging/index.server.ts";
import { MAIL_NOT_FOUND } from "#app/areas/messaging/index.server.ts";
import { MailDetail } from "#app/areas/messaging/index.ts";
import type { Route } from "./+types/admin-crm-outbox-mail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const mail = await notFoundPage(() => getMail(context.services.db, recordId(params.mailId, MAIL_NOT_FOUND)));
  return { mail, mailServerSet: Boolean(context.services.config.SMTP_URL) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(outboxWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? data.mail.subject : "Mail"} | ${company.name}` }];

export default function AdminCrmOutboxMailPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={loaderData.mail.subject}>
      <MailDetail mail={loaderData.mail} mailServerSet={loaderData.mailServerSet} />
    </StaffPage>
  );
}
