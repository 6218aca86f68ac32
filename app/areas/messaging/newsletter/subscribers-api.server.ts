import { listApis } from "#app/lib/staff-list-api.server.ts";
import { subscriberListQuerySchema } from "./subscriber-list-query.server.ts";
import { listSubscribers, subscriberColumns, subscriberExportBatches } from "./subscribers-admin.server.ts";

/** Staff's view of the subscribers: the list and its CSV, admin-only. */
export const subscribersApi = [
  ...listApis("/api/admin/subscribers", "read:subscriber:any", subscriberListQuerySchema, listSubscribers, {
    columns: Object.keys(subscriberColumns) as (keyof typeof subscriberColumns)[],
    batches: subscriberExportBatches,
  }),
];
