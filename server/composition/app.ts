import { SESSION_COOKIE, resolveSession } from "#app/areas/identity/index.server.ts";
import { leadsApi } from "#app/areas/sales/index.server.ts";
import { createHttpApp, type AppOptions } from "#server/http/http-app.ts";
import { apiRoutes } from "./api-routes.ts";

export type { AppOptions } from "#server/http/http-app.ts";

/** The lead forms' API: a 201 from one of these is a lead received (leads_received_total on /metrics). */
const leadForms = new Set<string>(leadsApi.filter((route) => route.method === "post").map((route) => route.path));

/** The Express app of this application: the platform's HTTP kit given every area's routes and identity's sessions. */
export function createApp(options: AppOptions) {
  return createHttpApp(options, {
    apiRoutes,
    resolveSession: (db, cookies) => resolveSession(db, cookies[SESSION_COOKIE]),
    leadForms,
  });
}
