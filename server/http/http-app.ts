import { randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { parseCookie } from "cookie";
import type { Database } from "#server/db/client.ts";
import { measureRequests } from "#server/metrics/measure-requests.ts";
import { withRequestMemo } from "#server/request-memo.ts";
import { metricsEndpoint } from "#server/metrics/metrics-endpoint.ts";
import type { AppServices } from "#server/services.ts";
import type { SessionUser } from "./access.ts";
import type { ApiRequest, ApiRoute } from "./api-route.ts";
import { createApiRouter } from "./api-router.ts";
import { cacheHeaders } from "./cache-headers.ts";
import { apiErrorHandler, pageErrorHandler } from "./errors.ts";
import { servePrerenderedPages } from "./prerendered-pages.ts";
import { redactUrl } from "#app/lib/redact-url.ts";
import { jsonBody, pageBodyLimits, rawBodies } from "./request-body.ts";
import { sameOriginWrites, securityHeaders, thirdPartyScriptOrigins } from "./security.ts";

export interface AppOptions {
  services: AppServices;
  /** Serves the pages (React Router); absent in API-only integration tests. */
  pageHandler?: RequestHandler;
  /** Where the client build lives; its hashed assets are cached for a year. */
  clientBuildDir?: string;
  /** Pages prerendered at build time, served to anonymous visitors before server rendering. */
  prerenderedDir?: string;
  /** Extra middleware before the pages (Vite's dev server). */
  devMiddleware?: RequestHandler;
}

/** What the areas bring to the HTTP kit; the composition root (server/composition/app.ts) supplies it. */
export interface HttpComposition {
  /** Every API route, each with its declared access. */
  apiRoutes: readonly ApiRoute[];
  /** The signed-in user and session a request's cookies name, or null. */
  resolveSession(
    db: Database,
    cookies: Record<string, string | undefined>,
  ): Promise<{ user: SessionUser; sessionId: string; twoFactorEnabled: boolean } | null>;
  /** The API paths whose 201 counts as a lead received on /metrics. */
  leadForms: ReadonlySet<string>;
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

export function createHttpApp(
  { services, pageHandler, clientBuildDir, prerenderedDir, devMiddleware }: AppOptions,
  { apiRoutes, resolveSession, leadForms }: HttpComposition,
) {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(measureRequests(services.metrics, apiRoutes, leadForms));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    securityHeaders({
      production: config.NODE_ENV === "production",
      scriptOrigins: thirdPartyScriptOrigins(config),
      dev: Boolean(devMiddleware),
    }),
  );
  app.use(compression());
  app.get("/metrics", metricsEndpoint(services.metrics, config.METRICS_TOKEN));

  if (clientBuildDir) {
    app.use(
      "/assets",
      express.static(path.join(clientBuildDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientBuildDir, { maxAge: "1h", index: false }));
  }

  app.use(async (req, _res, next) => {
    const apiReq = req as ApiRequest;
    apiReq.services = services;
    const session = await resolveSession(services.db, parseCookie(req.headers.cookie ?? ""));
    apiReq.user = session?.user ?? null;
    apiReq.sessionId = session?.sessionId ?? null;
    apiReq.twoFactorEnabled = session?.twoFactorEnabled ?? false;
    // What the rest of the request reads once (the settings: server/settings.ts), it reads afresh for the next.
    withRequestMemo(next);
  });
  app.use(cacheHeaders);

  // Stripe's webhook posts from Stripe's servers, with no Origin or Sec-Fetch-Site, as JSON: sameOriginWrites passes it.
  app.use(rawBodies(apiRoutes));
  app.use("/api", sameOriginWrites, jsonBody());
  app.use(createApiRouter(apiRoutes));
  app.use("/api", apiErrorHandler);

  app.use(pageBodyLimits);
  if (prerenderedDir) app.use(servePrerenderedPages(prerenderedDir, config));
  if (devMiddleware) app.use(devMiddleware);
  if (pageHandler) app.use(pageHandler);
  app.use(pageErrorHandler);
  return app;
}
