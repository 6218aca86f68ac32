import type { Response } from "express";
import { defineApi, type ApiRequest } from "../../../server/http/api-route.ts";
import { HttpError, parseInput } from "../../../server/http/errors.ts";
import { changePasswordSchema } from "./change-password-schema.ts";
import { queueVerificationMail, requestEmailChange } from "./email-verification.server.ts";
import { loginSchema } from "./login-schema.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { profileSchema } from "./profile-schema.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import { registerSchema } from "./register-schema.ts";
import { clientIp } from "./request-ip.server.ts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.server.ts";
import { sweepExpiredSessions } from "./session-sweep.server.ts";
import { createSession, destroySession, destroyUserSessions } from "./session.server.ts";
import {
  assertAvailable,
  findByUsername,
  findPasswordHash,
  insertUser,
  setPasswordHash,
  updateProfile,
} from "./users.server.ts";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";

/** Starts a fresh session (a new id at every sign-in) and ends the one the browser presented. */
async function signIn(req: ApiRequest, res: Response, userId: string): Promise<void> {
  const { db, config } = req.services;
  if (req.sessionId) await destroySession(db, req.sessionId);
  const token = await createSession(db, userId, req.get("user-agent") ?? null);
  setSessionCookie(res, config, token);
  await sweepExpiredSessions(req.services);
}

export const accountApi = [
  defineApi({
    method: "get",
    path: "/api/user",
    access: "signedIn",
    handler: (req) => req.user,
  }),

  defineApi({
    method: "post",
    path: "/api/login",
    access: "public",
    handler: async (req, res) => {
      const input = parseInput(loginSchema, req.body);
      const limits = authRateLimits(req.services);
      const ip = clientIp(req);
      const usernameKey = input.username.toLowerCase();
      await limits.loginByIp.consume(ip);
      await limits.loginByUsername.consume(usernameKey);
      const candidate = await findByUsername(req.services.db, input.username);
      // Unknown, wrong and disabled all answer alike, after one password verification each.
      const valid = await verifyPassword(candidate?.passwordHash ?? null, input.password);
      if (!candidate || !valid || candidate.disabled) throw new HttpError(401, INVALID_CREDENTIALS);
      await limits.loginByIp.refund(ip);
      await limits.loginByUsername.reset(usernameKey);
      await signIn(req, res, candidate.user.id);
      return candidate.user;
    },
  }),

  defineApi({
    method: "post",
    path: "/api/register",
    access: "public",
    handler: async (req, res) => {
      const input = parseInput(registerSchema, req.body);
      await authRateLimits(req.services).registerByIp.consume(clientIp(req));
      const { db } = req.services;
      await assertAvailable(db, input);
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          username: input.username,
          passwordHash,
          userType: "client",
          companyName: input.companyName,
          phone: input.phone,
        });
        await queueVerificationMail(tx, req.services, created, created.email, "registration");
        return created;
      });
      req.services.mailWorker.wake();
      await signIn(req, res, user.id);
      res.status(201).json(user);
    },
  }),

  defineApi({
    method: "post",
    path: "/api/logout",
    access: "public",
    handler: async (req, res) => {
      if (req.sessionId) await destroySession(req.services.db, req.sessionId);
      clearSessionCookie(res, req.services.config);
      res.status(204).end();
    },
  }),

  defineApi({
    method: "post",
    path: "/api/user/profile",
    access: "signedIn",
    handler: async (req) => {
      const { email, ...changes } = parseInput(profileSchema, req.body);
      const user = await updateProfile(req.services.db, req.user!.id, changes);
      return { ...user, pendingEmail: await requestEmailChange(req.services, user, email) };
    },
  }),

  defineApi({
    method: "post",
    path: "/api/user/change-password",
    access: "signedIn",
    handler: async (req, res) => {
      const input = parseInput(changePasswordSchema, req.body);
      const { db } = req.services;
      const user = req.user!;
      // Guessing the current password counts against the account like failed sign-ins.
      const limit = authRateLimits(req.services).loginByUsername;
      const usernameKey = user.username.toLowerCase();
      await limit.consume(usernameKey);
      if (!(await verifyPassword(await findPasswordHash(db, user.id), input.currentPassword))) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      await limit.reset(usernameKey);
      await setPasswordHash(db, user.id, await hashPassword(input.newPassword));
      await destroyUserSessions(db, user.id, req.sessionId ?? undefined);
      res.status(204).end();
    },
  }),
];
