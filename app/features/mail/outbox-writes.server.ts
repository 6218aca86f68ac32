import { defineWrite, noInput } from "../../lib/staff-write.server.ts";
import { MAIL_NOT_FOUND, retryMail } from "./outbox-admin.server.ts";

/** The outbox page's one write: a failed mail back in the queue (also POST /api/admin/outbox/:id/retry). */
export const outboxWrites = [
  defineWrite({
    intent: "retry",
    path: "/api/admin/outbox/:id/retry",
    idField: "mailId",
    notFound: MAIL_NOT_FOUND,
    schema: noInput,
    run: ({ services }, mailId) => retryMail(services, mailId),
    done: () => "Mail queued again",
  }),
];
