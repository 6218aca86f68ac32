import { listApis } from "#app/lib/staff-list-api.server.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { orderListQuerySchema } from "./order-list-query.server.ts";
import { orderWrites } from "./order-writes.server.ts";
import { listOrders, orderCsvColumns, orderExportBatches } from "./orders-admin.server.ts";

/** Staff's orders: the list, its CSV and status changes; admin-only. */
export const ordersAdminApi = [
  ...listApis("/api/admin/orders", "read:order:any", orderListQuerySchema, listOrders, {
    columns: orderCsvColumns,
    batches: orderExportBatches,
  }),
  ...orderWrites.map(writeApi),
];
