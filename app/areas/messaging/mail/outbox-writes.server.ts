import { defineWrite, noInput } from "#app/lib/staff-write.server.ts";
import { resendMail } from "./mail-detail.server.ts";
import { MAIL_NOT_FOUND, retryMail } from "./outbox-admin.server.ts";

/** The outbox's writes, on the list and a mail's page alike; each form names its mail in `mailId`. */
export const outboxWrites = [
  defineWrite({
    intent: "retry",
    path: "/api/admin/outbox/:id/retry",
    permission: "write:mail:any",
    idField: "mailId",
    notFound: MAIL_NOT_FOUND,
    schema: noInput,
    run: ({ services }, mailId) => retryMail(services, mailId),
    done: () => "Mail queued again",
  }),
  defineWrite({
    intent: "resend",
    path: "/api/admin/outbox/:id/resend",
    permission: "write:mail:any",
    idField: "mailId",
    notFound: MAIL_NOT_FOUND,
    creates: true,
    schema: noInput,
    run: ({ services, admin }, mailId) => resendMail(services, admin, mailId),
    done: (copy) => `A copy is queued for ${copy.to}`,
  }),
];
