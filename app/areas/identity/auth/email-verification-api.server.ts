import { defineApi } from "#server/http/api-route.ts";
import type { ResendResult } from "./email-confirmation.ts";
import { resendVerificationMessage } from "./email-verification.server.ts";

export const emailVerificationApi = [
  defineApi("post", "/api/user/verify-email/resend", "signedIn", async (req): Promise<ResendResult> => ({
    message: await resendVerificationMessage(req.services, req.user!.id),
  })),
];
