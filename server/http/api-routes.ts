import { cartApi } from "#app/features/cart/index.server.ts";
import { productsApi } from "#app/features/shop/index.server.ts";
import { authApi } from "#app/features/auth/index.server.ts";
import { adminUsersApi } from "#app/features/admin-users/index.server.ts";
import { bookingApi, calendarAdminApi } from "#app/features/booking/index.server.ts";
import { leadsPipelineApi } from "#app/features/leads-pipeline/index.server.ts";
import { leadsApi } from "#app/features/leads/index.server.ts";
import { outboxApi } from "#app/features/mail/index.server.ts";
import { inventoryApi } from "#app/features/inventory/index.server.ts";
import { ordersAdminApi, ordersApi, stripeWebhookApi } from "#app/features/orders/index.server.ts";
import { newsletterApi, subscribersApi } from "#app/features/newsletter/index.server.ts";
import { portalApi } from "#app/features/portal/index.server.ts";
import { passwordResetApi } from "#app/features/password-reset/index.server.ts";
import { telemetryApi } from "#app/features/telemetry/index.server.ts";
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
