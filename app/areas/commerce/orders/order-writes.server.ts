import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import { z } from "#app/lib/zod.ts";
import { changeOrderStatus, ORDER_NOT_FOUND } from "./orders-admin.server.ts";
import { orderStatusLabels, orderStatuses } from "./order-values.ts";
import { orders } from "./tables.server.ts";

/** The orders list's one write: a status change (also POST /api/admin/orders/:id/status). */
export const orderWrites = [
  defineWrite({
    intent: "order-status",
    access: "write:order:any",
    path: "/api/admin/orders/:id/status",
    idField: "orderId",
    notFound: ORDER_NOT_FOUND,
    schema: z.object({ status: z.enum(orderStatuses, "Please choose a status") }),
    run: ({ services, user: admin }, orderId, { status }) => changeOrderStatus(services.db, admin.id, orderId, status),
    done: (order) => `Order ${order.orderNumber} is now ${orderStatusLabels[order.status].toLowerCase()}`,
    audit: { before: recordFields(orders, orders.id, { status: orders.status }) },
  }),
];
