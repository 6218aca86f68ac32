import { randomBytes } from "node:crypto";
import request from "supertest";
import type { SessionUser, UserType } from "#server/http/access.ts";
import { hashPassword } from "#app/areas/identity/auth/passwords.server.ts";
import { insertUser } from "#app/areas/identity/auth/users.server.ts";
import type { TestApp } from "./test-app.ts";

export const TEST_PASSWORD = "Sunshine2024";

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  userType: UserType;
}

/** An account written straight to the database (no registration limit), with a unique name. */
export async function createTestUser(
  testApp: TestApp,
  options: { userType?: UserType; password?: string; username?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const username = options.username ?? `user_${randomBytes(4).toString("hex")}`;
  const password = options.password ?? TEST_PASSWORD;
  const user = await insertUser(testApp.services.db, {
    firstName: "Test",
    lastName: "Person",
    email: `${username}@example.com`,
    username,
    passwordHash: await hashPassword(password),
    userType: options.userType ?? "client",
    companyName: null,
    phone: null,
    ...(options.emailVerified ? { emailVerifiedAt: new Date() } : {}),
  });
  return { id: user.id, username, email: user.email, password, userType: user.userType };
}

/** The user as the server hands it to loaders and services once signed in (createTestUser's names). */
export function sessionUserOf(user: TestUser): SessionUser {
  return { ...user, firstName: "Test", lastName: "Person", companyName: null, phone: null };
}

/** A supertest agent that keeps the session cookie of a real sign-in. */
export async function signedInAgent(testApp: TestApp, user: Pick<TestUser, "username" | "password">) {
  const agent = request.agent(testApp.app);
  const res = await agent.post("/api/login").send({ username: user.username, password: user.password });
  if (res.status !== 200)
    throw new Error(`sign-in of ${user.username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The `sid` value a response set, if any. */
export function sessionCookie(res: request.Response): string | undefined {
  const header = res.headers["set-cookie"] as unknown as string[] | undefined;
  const cookie = header?.find((line) => line.startsWith("sid="));
  return cookie?.slice(4, cookie.indexOf(";"));
}
