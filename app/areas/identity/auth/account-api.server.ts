import type { Response } from "express";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import { apiCaller } from "#app/lib/write.server.ts";
import { defineApi, type ApiRequest } from "#server/http/api-route.ts";
import { invalid } from "#server/domain-errors.ts";
import { parseInput } from "#server/http/errors.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { clientAddressOf, clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { changePasswordSchema } from "./change-password-schema.ts";
import { requestEmailChange } from "./email-verification.server.ts";
import { loginSchema } from "./login-schema.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { profileSchema } from "./profile-schema.ts";
import { authRateLimits } from "./rate-limits.server.ts";
import { registerSchema } from "./register-schema.ts";
import { registerClient } from "./registration.server.ts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.server.ts";
import { destroySession, destroyUserSessions } from "./session.server.ts";
import { checkSignIn, openSession } from "./sign-in.server.ts";
import { twoFactorSignInSchema } from "./two-factor-schema.ts";
import { completeSecondFactor, pendingSecondFactor } from "./two-factor-sign-in.server.ts";
import { findPasswordHash, setPasswordHash, updateProfile } from "./users.server.ts";

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";

async function signIn(req: ApiRequest, res: Response, userId: string): Promise<void> {
  const token = await openSession(req.services, userId, {
    sessionId: req.sessionId,
    userAgent: req.get("user-agent") ?? null,
    clientAddress: clientAddressOf(req),
  });
  setSessionCookie(res, req.services.config, token);
}

export const accountApi = [
  defineApi("get", "/api/user", "signedIn", (req) => req.user),

  defineApi("post", "/api/login", "public", async (req, res) => {
    const input = parseInput(loginSchema, req.body);
    const user = await checkSignIn(req.services, {
      ...input,
      clientKey: clientRateLimitKey(req),
      clientAddress: clientAddressOf(req),
    });
    const pending = await pendingSecondFactor(req.services, user.id, req.get("cookie") ?? null);
    if (pending) {
      res.append("Set-Cookie", pending);
      return { twoFactorRequired: true };
    }
    await signIn(req, res, user.id);
    return user;
  }),

  /** The second step of a sign-in whose account has two-factor: the code, after POST /api/login's password. */
  defineApi("post", "/api/login/two-factor", "public", async (req, res) => {
    const input = parseInput(twoFactorSignInSchema, req.body);
    const { user, cookies } = await completeSecondFactor(req.services, {
      ...input,
      clientKey: clientRateLimitKey(req),
      clientAddress: clientAddressOf(req),
      cookieHeader: req.get("cookie") ?? null,
    });
    for (const cookie of cookies) res.append("Set-Cookie", cookie);
    await signIn(req, res, user.id);
    return user;
  }),

  defineApi("post", "/api/register", "public", async (req, res) => {
    const input = parseInput(registerSchema, req.body);
    const user = await registerClient(req.services, input, clientRateLimitKey(req), idempotencyKeyOf(req));
    await signIn(req, res, user.id);
    res.status(201).json(user);
  }),

  defineApi("post", "/api/logout", "public", async (req, res) => {
    if (req.sessionId) await destroySession(req.services.db, req.sessionId);
    clearSessionCookie(res, req.services.config);
    res.status(204).end();
  }),

  defineApi("post", "/api/user/profile", "signedIn", async (req) => {
    const input = parseInput(profileSchema, req.body);
    const { email, ...changes } = input;
    const caller = apiCaller(req);
    const { firstName, lastName, companyName, phone } = caller.user;
    const user = await req.services.db.transaction(async (tx) => {
      const updated = await updateProfile(tx, caller.user.id, changes);
      await recordOwnWrite(tx, caller, {
        action: "account.profile",
        entity: "user",
        entityId: caller.user.id,
        before: { firstName, lastName, companyName, phone, email: caller.user.email },
        // `email` is the address asked for: it becomes the account's once the link mailed to it is followed.
        after: input,
      });
      return updated;
    });
    return { ...user, pendingEmail: await requestEmailChange(req.services, user, email) };
  }),

  defineApi("post", "/api/user/change-password", "signedIn", async (req, res) => {
    const input = parseInput(changePasswordSchema, req.body);
    const { db } = req.services;
    const user = req.user!;
    // A stolen session must not give unlimited guesses at the password itself.
    const limit = authRateLimits(req.services).currentPasswordByUser;
    await limit.consume(user.id);
    if (!(await verifyPassword(await findPasswordHash(db, user.id), input.currentPassword))) {
      throw invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    await limit.reset(user.id);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      await destroyUserSessions(tx, user.id, req.sessionId ?? undefined);
      // That it changed, and no field of it.
      await recordOwnWrite(tx, apiCaller(req), { action: "account.password", entity: "user", entityId: user.id });
    });
    res.status(204).end();
  }),
];
