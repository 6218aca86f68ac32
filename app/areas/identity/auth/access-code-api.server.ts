import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { defineApi } from "#server/http/api-route.ts";
import { unauthenticated } from "#server/domain-errors.ts";
import { parseInput } from "#server/http/errors.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";

export const INVALID_ADMIN_CODE = "Invalid admin code";

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Constant-time: both sides are compared as equal-length digests. An unset code matches nothing. */
export function isAdminAccessCode(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The footer dialog's check (SPEC §6). A right code grants nothing: the browser
 * then opens /admin-crm, which still needs an admin session.
 */
export const accessCodeApi = [
  defineApi("post", "/api/admin/access-code", "public", async (req) => {
    const { code } = parseInput(z.object({ code: z.string("Please enter the admin code").max(100) }), req.body);
    const limit = authRateLimits(req.services).adminCodeByIp;
    const ip = clientRateLimitKey(req);
    await limit.consume(ip);
    if (!isAdminAccessCode(code, req.services.config.ADMIN_ACCESS_CODE)) throw unauthenticated(INVALID_ADMIN_CODE);
    await limit.refund(ip);
    return { ok: true };
  }),
];
