import { cartApi } from "#app/areas/commerce/index.server.ts";
import { productsApi } from "#app/areas/commerce/index.server.ts";
import { authApi } from "#app/areas/identity/index.server.ts";
import { adminUsersApi } from "#app/areas/identity/index.server.ts";
import { bookingApi, calendarAdminApi } from "#app/areas/delivery/index.server.ts";
import { leadsPipelineApi } from "#app/areas/sales/index.server.ts";
import { leadsApi } from "#app/areas/sales/index.server.ts";
import { outboxApi } from "#app/areas/messaging/index.server.ts";
import { inventoryApi } from "#app/areas/commerce/index.server.ts";
import { ordersAdminApi, ordersApi, stripeWebhookApi } from "#app/areas/commerce/index.server.ts";
import { newsletterApi, subscribersApi } from "#app/areas/messaging/index.server.ts";
import { portalApi } from "#app/areas/delivery/index.server.ts";
import { passwordResetApi } from "#app/areas/identity/index.server.ts";
import { telemetryApi } from "#app/areas/insights/index.server.ts";
import type { ApiRoute } from "./api-route.ts";
import { healthApi } from "./health-api.ts";

/** Every API route of the application, each with its declared access. */
export const apiRoutes: readonly ApiRoute[] = [
  ...healthApi,
  ...authApi,
  ...adminUsersApi,
  ...passwordResetApi,
  ...leadsApi,
  ...newsletterApi,
  ...telemetryApi,
  ...leadsPipelineApi,
  ...subscribersApi,
  ...outboxApi,
  ...ordersApi,
  ...stripeWebhookApi,
  ...productsApi,
  ...cartApi,
  ...ordersAdminApi,
  ...inventoryApi,
  ...portalApi,
  ...bookingApi,
  ...calendarAdminApi,
];
