import { writeApi } from "#app/lib/write.server.ts";
import { orderList } from "./order-list.server.ts";
import { orderWrites } from "./order-writes.server.ts";

/** Staff's orders: the list, its CSV and status changes; admin-only. */
export const ordersAdminApi = [...orderList.api(), ...orderWrites.map(writeApi)];
