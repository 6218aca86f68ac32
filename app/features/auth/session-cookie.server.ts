import type { Response } from "express";
import type { Config } from "../../../server/config.ts";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./session.server.ts";

function attributes(config: Config): string {
  const secure = config.NODE_ENV === "production" || config.SECURE_COOKIES;
  return `Path=/; HttpOnly;${secure ? " Secure;" : ""} SameSite=Lax`;
}

/** The Set-Cookie value that hands the browser its session, for API responses and page redirects alike. */
export function sessionCookieHeader(config: Config, token: string): string {
  const expires = new Date(Date.now() + SESSION_ABSOLUTE_MS).toUTCString();
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Expires=${expires}; ${attributes(config)}`;
}

export function setSessionCookie(res: Response, config: Config, token: string): void {
  res.append("Set-Cookie", sessionCookieHeader(config, token));
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.append("Set-Cookie", `${SESSION_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(config)}`);
}
