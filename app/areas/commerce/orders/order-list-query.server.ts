import { z } from "zod";
import { optionalParam, paginationParams, searchParam } from "#app/lib/list-query.server.ts";
import { deliveryMethods, orderStatuses } from "./order-values.ts";

/** GET /api/admin/orders(.csv) and /platform/inventory/orders: newest first, by status, delivery and search. */
export const orderListQuerySchema = z.object({
  search: searchParam,
  status: optionalParam(z.enum(orderStatuses)),
  deliveryMethod: optionalParam(z.enum(deliveryMethods)),
  ...paginationParams,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
