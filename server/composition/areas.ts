import { customersArea } from "#app/areas/customers/index.server.ts";
import { commerceArea } from "#app/areas/commerce/index.server.ts";
import { deliveryArea } from "#app/areas/delivery/index.server.ts";
import { identityArea } from "#app/areas/identity/index.server.ts";
import { insightsArea } from "#app/areas/insights/index.server.ts";
import { libraryArea } from "#app/areas/library/index.server.ts";
import { messagingArea } from "#app/areas/messaging/index.server.ts";
import { salesArea } from "#app/areas/sales/index.server.ts";
import type { AreaModule } from "#server/area-module.ts";

/**
 * Every capability area that plugs into the process, in the areas' order (docs/architecture.md): the API table,
 * the job list, the metrics and a fresh database's seed are built from this list. A new area is one line here.
 */
export const areas: readonly AreaModule[] = [
  customersArea,
  messagingArea,
  identityArea,
  salesArea,
  commerceArea,
  deliveryArea,
  libraryArea,
  insightsArea,
];
