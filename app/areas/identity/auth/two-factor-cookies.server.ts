import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import { and, eq, gt } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import { signWithSecret } from "#server/secret.ts";
import type { AppServices } from "#server/services.ts";
import { cookieAttributes } from "./session-cookie.server.ts";
import { trustedBrowsers } from "./tables.server.ts";

/** A password was right and the code is still to come: who, until when, signed. Not a session. */
export const PENDING_SIGN_IN_COOKIE = "sid_pending";
export const TRUSTED_BROWSER_COOKIE = "trusted_browser";
const PENDING_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const TRUSTED_BROWSER_MS = 30 * DAY_MS;

const cookieOf = (cookieHeader: string | null, name: string) => parseCookie(cookieHeader ?? "")[name];

function pendingSignature(appSecret: string, payload: string): string {
  return signWithSecret(appSecret, "pending-sign-in", payload).toString("base64url");
}

/** The Set-Cookie of a sign-in waiting for its second factor. */
export function pendingSignInCookieHeader(services: AppServices, userId: string): string {
  const expires = Date.now() + PENDING_MS;
  const payload = `${userId}.${expires}`;
  return stringifySetCookie(PENDING_SIGN_IN_COOKIE, `${payload}.${pendingSignature(services.secret, payload)}`, {
    ...cookieAttributes(services.config),
    expires: new Date(expires),
  });
}

/** The account whose password was given in this browser in the last ten minutes, if any. */
export function pendingSignInUserId(services: AppServices, cookieHeader: string | null): string | null {
  const [userId, expires, signature] = (cookieOf(cookieHeader, PENDING_SIGN_IN_COOKIE) ?? "").split(".");
  if (!userId || !expires || !signature || Number(expires) < Date.now()) return null;
  const expected = Buffer.from(pendingSignature(services.secret, `${userId}.${expires}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export function clearPendingSignInCookieHeader(config: Config): string {
  return stringifySetCookie(PENDING_SIGN_IN_COOKIE, "", { ...cookieAttributes(config), expires: new Date(0) });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Remembers this browser for the user for 30 days; answers its Set-Cookie. */
export async function trustBrowser(services: AppServices, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + TRUSTED_BROWSER_MS);
  await services.db.insert(trustedBrowsers).values({ id: hashToken(token), userId, expiresAt });
  return stringifySetCookie(TRUSTED_BROWSER_COOKIE, token, {
    ...cookieAttributes(services.config),
    expires: expiresAt,
    maxAge: Math.floor(TRUSTED_BROWSER_MS / 1000),
  });
}

/** Whether this browser was trusted by this user, less than 30 days ago (another user's trust counts for nothing). */
export async function isTrustedBrowser(
  services: AppServices,
  userId: string,
  cookieHeader: string | null,
): Promise<boolean> {
  const token = cookieOf(cookieHeader, TRUSTED_BROWSER_COOKIE);
  if (!token || token.length > 200) return false;
  const [row] = await services.db
    .select({ id: trustedBrowsers.id })
    .from(trustedBrowsers)
    .where(
      and(
        eq(trustedBrowsers.id, hashToken(token)),
        eq(trustedBrowsers.userId, userId),
        gt(trustedBrowsers.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}
