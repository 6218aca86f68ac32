import { defineApi } from "../../../server/http/api-route.ts";
import { HttpError, parseInput } from "../../../server/http/errors.ts";
import { clientRateLimitKey } from "../../../server/http/rate-limit-key.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.server.ts";
import {
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetConfirmSchema,
  resetRequestSchema,
  type ResetAnswer,
} from "./reset-schemas.ts";

export const passwordResetApi = [
  defineApi({
    method: "post",
    path: "/api/password-reset/request",
    access: "public",
    handler: async (req): Promise<ResetAnswer> => {
      const { emailOrUsername } = parseInput(resetRequestSchema, req.body);
      await requestPasswordReset(req.services, emailOrUsername, clientRateLimitKey(req));
      return { message: RESET_REQUESTED_MESSAGE };
    },
  }),
  defineApi({
    method: "post",
    path: "/api/password-reset/confirm",
    access: "public",
    handler: async (req): Promise<ResetAnswer> => {
      const input = parseInput(resetConfirmSchema, req.body);
      if (!(await resetPassword(req.services, input))) {
        throw new HttpError(400, RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
      }
      return { message: PASSWORD_RESET_MESSAGE };
    },
  }),
];
