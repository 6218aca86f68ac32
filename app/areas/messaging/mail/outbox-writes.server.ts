import { defineWrite, noInput } from "#app/lib/write.server.ts";
import { resendMail } from "./mail-detail.server.ts";
import { MAIL_NOT_FOUND, retryMail } from "./outbox-admin.server.ts";

/** The outbox's writes, on the list and a mail's page alike; each form names its mail in `mailId`. */
export const outboxWrites = [
  defineWrite({
    intent: "retry",
    access: "write:mail:any",
    path: "/api/admin/outbox/:id/retry",
    idField: "mailId",
    notFound: MAIL_NOT_FOUND,
    schema: noInput,
    run: ({ services }, mailId) => retryMail(services, mailId),
    done: () => "Mail queued again",
  }),
  defineWrite({
    intent: "resend",
    access: "write:mail:any",
    path: "/api/admin/outbox/:id/resend",
    idField: "mailId",
    notFound: MAIL_NOT_FOUND,
    creates: true,
    schema: noInput,
    run: ({ services, user: admin }, mailId) => resendMail(services, admin, mailId),
    done: (copy) => `A copy is queued for ${copy.to}`,
  }),
];
