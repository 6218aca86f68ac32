import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { sessions, twoFactorSecrets, users } from "./tables.server.ts";

export const SESSION_COOKIE = "sid";
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 60 * DAY_MS;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
  companyName: users.companyName,
  phone: users.phone,
};

/** Starts a session; returns the cookie value (only its hash is stored). */
export async function createSession(db: Database, userId: string, userAgent: string | null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
  /** The account signs in with a second factor (the staff two-factor gate asks). */
  twoFactorEnabled: boolean;
}

/** The live session behind a cookie value, or null when missing, expired, idle too long or disabled. */
export async function resolveSession(db: Database, token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const sessionId = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      ...sessionUserColumns,
      lastSeenAt: sessions.lastSeenAt,
      twoFactorEnabled: sql<boolean>`${twoFactorSecrets.confirmedAt} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, twoFactorEnabled, ...user } = row;
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { sessionId, user, twoFactorEnabled };
}

export async function destroySession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except the one given (a password change keeps the current one). */
export async function destroyUserSessions(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))));
}
