import { accessCodeApi } from "./access-code-api.server.ts";
import { accountApi } from "./account-api.server.ts";
import { emailVerificationApi } from "./email-verification-api.server.ts";

/** Every API route of sign-in, registration, the signed-in user's account and the staff access code. */
export const authApi = [...accountApi, ...accessCodeApi, ...emailVerificationApi];
