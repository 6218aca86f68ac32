import type { RequestHandler } from "express";
import type { ApiRoute } from "#server/http/api-route.ts";
import type { AppMetrics } from "./app-metrics.ts";
import { routeTemplates } from "./route-template.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Times every request by method, route template and status, and counts the leads the lead forms' API accepted
 * (`leadForms`: the paths of the routes whose 201 is a lead received).
 */
export function measureRequests(
  metrics: AppMetrics,
  apiRoutes: readonly ApiRoute[],
  leadForms: ReadonlySet<string>,
): RequestHandler {
  const routeTemplate = routeTemplates(apiRoutes);
  return (req, res, next) => {
    // Read now: routers mounted on a prefix rewrite req.url while they run.
    const method = METHODS.has(req.method) ? req.method : "other";
    const route = routeTemplate(req.method, req.path);
    const stop = metrics.httpRequestDuration.startTimer({ method, route });
    res.on("finish", () => {
      stop({ status: String(res.statusCode) });
      if (res.statusCode === 201 && leadForms.has(route)) metrics.leadsReceived.inc({ form: route });
    });
    next();
  };
}
