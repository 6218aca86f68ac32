import { defineApi } from "#server/http/api-route.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import type { ResetAnswer } from "./reset-schemas.ts";
import { askForReset, confirmReset } from "./reset-writes.server.ts";

export const passwordResetApi = [
  defineApi("post", "/api/password-reset/request", "public", async (req): Promise<ResetAnswer> => ({
    message: await askForReset(req.services, req.body, clientRateLimitKey(req)),
  })),
  defineApi("post", "/api/password-reset/confirm", "public", async (req): Promise<ResetAnswer> => ({
    message: (await confirmReset(req.services, req.body)).message,
  })),
];
