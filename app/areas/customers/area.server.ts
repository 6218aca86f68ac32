import type { AreaModule } from "#server/area-module.ts";
import { customersApi } from "./customers/index.server.ts";

/** Customers: the person every record points at, and staff's changes and merges of them. */
export const customersArea: AreaModule = {
  name: "customers",
  apiRoutes: customersApi,
};
