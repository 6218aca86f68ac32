import { signedIdToken } from "#app/lib/signed-id-token.server.ts";
import { startOfOfficeDay } from "#app/lib/office-time.ts";

/** How long after its due day a plan visit's booking link still opens (decision 0201). */
export const LINK_DAYS_AFTER_DUE = 30;

/** The plan visit's id and the expiry, under a purpose of their own (app/lib/signed-id-token.server.ts). */
const planVisitTokens = signedIdToken("plan-visit-book", 0);

/** A plan visit's booking link token: it opens until the office's midnight LINK_DAYS_AFTER_DUE days after the due day. */
export function createPlanVisitToken(secret: string, planVisitId: string, dueOn: string): string {
  return planVisitTokens.create(secret, {
    id: planVisitId,
    words: [],
    expiresAt: startOfOfficeDay(dueOn, LINK_DAYS_AFTER_DUE + 1),
  });
}

export type PlanVisitTokenReading =
  { kind: "valid"; planVisitId: string } | { kind: "expired"; planVisitId: string } | { kind: "forged" };

/** What a token is: genuine and open, genuine but expired (410), or forged, altered or malformed (404). */
export function readPlanVisitToken(secret: string, token: unknown, now = new Date()): PlanVisitTokenReading {
  const claims = planVisitTokens.read(secret, token);
  if (!claims) return { kind: "forged" };
  return { kind: claims.expiresAt <= now ? "expired" : "valid", planVisitId: claims.id };
}

export function planVisitUrl(siteUrl: string, token: string): string {
  return new URL(`/plan-visit/${token}`, siteUrl).toString();
}
