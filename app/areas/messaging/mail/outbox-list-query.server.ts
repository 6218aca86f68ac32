import { z } from "zod";
import type { MailStatus } from "./tables.server.ts";
import { mailStatusLabels } from "./mail-status-labels.ts";
import { optionalParam, paginationParams } from "#app/lib/list-query.server.ts";

const mailStatuses = Object.keys(mailStatusLabels) as [MailStatus, ...MailStatus[]];

/** GET /api/admin/outbox and /admin-crm/outbox: newest first, by status. */
export const outboxListQuerySchema = z.object({
  status: optionalParam(z.enum(mailStatuses)),
  ...paginationParams,
});

export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;
