import type { AreaModule } from "#server/area-module.ts";
import { adminUsersApi } from "./admin-users/index.server.ts";
import { auditList } from "./audit/index.server.ts";
import { authApi } from "./auth/index.server.ts";
import { passwordResetApi } from "./password-reset/index.server.ts";
import { settingsApi } from "./settings/index.server.ts";

/** Identity: accounts, sessions, sign-in and registration, password reset, staff accounts, the audit trail, settings. */
export const identityArea: AreaModule = {
  name: "identity",
  apiRoutes: [...authApi, ...adminUsersApi, ...passwordResetApi, ...auditList.api(), ...settingsApi],
};
