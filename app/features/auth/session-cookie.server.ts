import type { CookieOptions, Response } from "express";
import type { Config } from "../../../server/config.ts";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./session.server.ts";

function cookieOptions(config: Config): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.NODE_ENV === "production" || config.SECURE_COOKIES,
  };
}

export function setSessionCookie(res: Response, config: Config, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
