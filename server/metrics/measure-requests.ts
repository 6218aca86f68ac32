import type { RequestHandler } from "express";
import { leadsApi } from "#app/areas/sales/index.server.ts";
import type { AppMetrics } from "./app-metrics.ts";
import { routeTemplate } from "./route-template.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const leadForms = new Set<string>(leadsApi.filter((route) => route.method === "post").map((route) => route.path));

/** Times every request by method, route template and status, and counts the leads the lead forms' API accepted. */
export function measureRequests(metrics: AppMetrics): RequestHandler {
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
