import type { ApiRoute } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { customerWrites } from "./customer-writes.server.ts";

/** The customers' JSON API: staff's writes on a customer (the CRM reads them through the sales and delivery areas). */
export const customersApi: ApiRoute[] = customerWrites.map(writeApi);
