import { createSession } from "#app/areas/identity/auth/session.server.ts";
import type { TestApp } from "./test-app.ts";

/** A Cookie header of a fresh session for the user, without going through sign-in (and its rate limit). */
export async function signedInCookie(testApp: TestApp, userId: string): Promise<string> {
  return `sid=${await createSession(testApp.services.db, userId, null)}`;
}
