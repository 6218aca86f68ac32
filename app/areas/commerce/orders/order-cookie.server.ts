import { randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Config } from "#server/config.ts";
import { signWithSecret } from "#server/secret.ts";
import { cookieAttributes } from "#app/areas/identity/index.server.ts";

/**
 * The browser that placed an order may see it again without an account: checkout hands it a random key in a
 * signed, HttpOnly cookie, and the order stores only an HMAC of that key.
 */
export const ORDER_COOKIE = "order_browser";
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const signature = (secret: string, key: string) => signWithSecret(secret, "order-browser-cookie", key);

/** The key of a validly signed order cookie in a Cookie header, or null. */
export function browserKeyOf(cookieHeader: string | undefined, secret: string): string | null {
  const value = parseCookie(cookieHeader ?? "")[ORDER_COOKIE];
  const [key, signed] = value?.split(".") ?? [];
  if (!key || !signed || !/^[\w-]{32}$/.test(key)) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(secret, key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

export const newBrowserKey = () => randomBytes(24).toString("base64url");

/** What an order stores of the browser's key. */
export const browserKeyHash = (secret: string, key: string) =>
  signWithSecret(secret, "order-browser-key", key).toString("hex");

export function orderCookieHeader(config: Config, secret: string, key: string): string {
  return stringifySetCookie(ORDER_COOKIE, `${key}.${signature(secret, key).toString("base64url")}`, {
    ...cookieAttributes(config),
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The HMAC an order stores of this browser's key, when the request carries a valid order cookie. */
export function viewerKeyHash(cookieHeader: string | undefined, secret: string): string | null {
  const key = browserKeyOf(cookieHeader, secret);
  return key ? browserKeyHash(secret, key) : null;
}
