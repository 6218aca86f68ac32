import { listApis } from "#app/lib/staff-list-api.server.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { listOutbox } from "./outbox-admin.server.ts";
import { outboxListQuerySchema } from "./outbox-list-query.server.ts";
import { outboxWrites } from "./outbox-writes.server.ts";

/** Staff's view of the outbox: the list and the retry of a failed mail, admin-only. */
export const outboxApi = [
  ...listApis("/api/admin/outbox", "read:mail:any", outboxListQuerySchema, listOutbox),
  ...outboxWrites.map(writeApi),
];
