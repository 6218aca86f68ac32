import { eq } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import type { Database } from "#server/db/client.ts";
import { isCrossOriginWrite } from "#server/http/security.ts";
import { openSession, sessionCookieHeader } from "#app/areas/identity/index.server.ts";
import { passwordLinkOf, resetPasswordAction } from "#app/areas/identity/index.server.ts";
import { projects } from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

/** The project an invitation is for: the client's newest (an invited account starts with the one it was made for). */
async function invitedProject(db: Database, userId: string) {
  const [project] = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.clientId, userId))
    .orderBy(...newestFirst(projects))
    .limit(1);
  return project ?? null;
}

/**
 * /reset-password's data. The page serves both kinds of link (decision 0047); an invitation's is worded as the
 * welcome it is, naming the project, and says so at once when the link no longer works.
 */
export async function setPasswordPageData(db: Database, token: string) {
  const link = await passwordLinkOf(db, token);
  if (link?.purpose !== "invitation") return { token, invitation: null };
  const project = await invitedProject(db, link.userId);
  return { token, invitation: { projectTitle: project?.title ?? null, usable: link.usable } };
}
export type SetPasswordPageData = Awaited<ReturnType<typeof setPasswordPageData>>;

/**
 * /reset-password's form. A reset shows its answer on the page; an accepted invitation signs the new client in and
 * opens their project.
 */
export async function setPasswordPageAction(context: AppLoadContext, request: Request, form: FormData) {
  // Another site's form must not sign a visitor into an account of its choosing.
  if (isCrossOriginWrite((name) => request.headers.get(name), request.headers.get("host") ?? undefined)) {
    return data({ message: "Cross-origin requests are not allowed", done: false }, { status: 403 });
  }
  const { services } = context;
  const { status, answer, spent } = await resetPasswordAction(services, form);
  if (spent?.purpose !== "invitation") return data(answer, { status });
  const session = await openSession(services, spent.userId, {
    sessionId: context.sessionId,
    userAgent: request.headers.get("user-agent"),
    clientAddress: context.clientAddress,
  });
  const project = await invitedProject(services.db, spent.userId);
  return redirect(project ? `/dashboard/projects/${project.id}` : "/dashboard", {
    status: 303,
    headers: { "Set-Cookie": sessionCookieHeader(services.config, session) },
  });
}
