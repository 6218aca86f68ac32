import { authApi } from "../../app/features/auth/api.server.ts";
import { backofficeApi } from "../../app/features/backoffice/api.server.ts";
import { leadsApi } from "../../app/features/leads/api.server.ts";
import { newsletterApi } from "../../app/features/newsletter/api.server.ts";
import { passwordResetApi } from "../../app/features/password-reset/api.server.ts";
import { telemetryApi } from "../../app/features/telemetry/api.server.ts";
import type { ApiRoute } from "./api-route.ts";
import { healthApi } from "./health-api.ts";

/** Every API route of the application, each with its declared access. */
export const apiRoutes: readonly ApiRoute[] = [
  ...healthApi,
  ...authApi,
  ...passwordResetApi,
  ...leadsApi,
  ...newsletterApi,
  ...telemetryApi,
  ...backofficeApi,
];
