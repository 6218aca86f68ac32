import { authApi } from "../../app/features/auth/index.server.ts";
import { adminUsersApi } from "../../app/features/admin-users/index.server.ts";
import { backofficeApi } from "../../app/features/backoffice/index.server.ts";
import { leadsApi } from "../../app/features/leads/index.server.ts";
import { newsletterApi } from "../../app/features/newsletter/index.server.ts";
import { passwordResetApi } from "../../app/features/password-reset/index.server.ts";
import { telemetryApi } from "../../app/features/telemetry/index.server.ts";
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
  ...backofficeApi,
];
