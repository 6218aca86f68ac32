import { accessCodeApi } from "./access-code-api.server.ts";
import { accountApi } from "./account-api.server.ts";
import { adminUsersApi } from "./admin-users-api.server.ts";
import { emailVerificationApi } from "./email-verification-api.server.ts";

/** Every API route of accounts and access, each with its declared access. */
export const authApi = [...accountApi, ...adminUsersApi, ...accessCodeApi, ...emailVerificationApi];
