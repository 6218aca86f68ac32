import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { countsByValue } from "#app/lib/list-page.server.ts";
import { optionalParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { mailStatusLabels } from "./mail-status-labels.ts";
import { outboxColumns } from "./outbox-admin.server.ts";
import { mailOutbox, mailStatuses, type MailStatus } from "./tables.server.ts";

/** /admin-crm/outbox and GET /api/admin/outbox: newest first, by status, with how many mails are in each. */
export const outboxList = defineStaffList({
  path: "/api/admin/outbox",
  access: "read:mail:any",
  select: outboxColumns,
  from: (db, selection) => db.select(selection).from(mailOutbox).$dynamic(),
  filters: {
    status: filter(optionalParam(z.enum(Object.keys(mailStatusLabels) as [MailStatus, ...MailStatus[]])), (status) =>
      eq(mailOutbox.status, status),
    ),
  },
  sorts: { createdAt: sortKey(mailOutbox.createdAt, "timestamptz") },
  dir: "desc",
  id: { column: mailOutbox.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  extras: async (db, { scope }) => {
    const byStatus = await db
      .select({ value: mailOutbox.status, count: sql<number>`cast(count(*) as integer)` })
      .from(mailOutbox)
      .where(scope)
      .groupBy(mailOutbox.status);
    return { counts: countsByValue(mailStatuses, byStatus) };
  },
});

export type OutboxPage = StaffListPage<typeof outboxList>;
export type OutboxListQuery = StaffListQuery<typeof outboxList>;
