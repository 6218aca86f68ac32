import { stringifySetCookie, type SerializeOptions } from "cookie";
import type { Response } from "express";
import type { Config } from "#server/config.ts";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./session.server.ts";

/** The attributes of every cookie the site sets: HttpOnly, Secure in production, first-party. */
export function cookieAttributes(config: Config): SerializeOptions {
  return {
    path: "/",
    httpOnly: true,
    secure: config.NODE_ENV === "production" || config.SECURE_COOKIES,
    sameSite: "lax",
  };
}

/** The Set-Cookie value that hands the browser its session, for API responses and page redirects alike. */
export function sessionCookieHeader(config: Config, token: string): string {
  return stringifySetCookie(SESSION_COOKIE, token, {
    ...cookieAttributes(config),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    expires: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
}

export function setSessionCookie(res: Response, config: Config, token: string): void {
  res.append("Set-Cookie", sessionCookieHeader(config, token));
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.append(
    "Set-Cookie",
    stringifySetCookie(SESSION_COOKIE, "", { ...cookieAttributes(config), expires: new Date(0) }),
  );
}
