import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { RequestHandler } from "express";
import type { AppMetrics } from "./app-metrics.ts";

// Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the token's length.
const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /metrics on the site's port, for a scraper holding METRICS_TOKEN as a bearer token. Without METRICS_TOKEN it is
 * an unknown page like any other (404): the metrics are never public.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return async (req, res, next) => {
    if (!expected) return next();
    const given = /^Bearer (\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).json({ message: "The metrics need the METRICS_TOKEN bearer token" });
      return;
    }
    res
      .set("Cache-Control", "no-store")
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  };
}

/** METRICS_PORT: the metrics alone, without a token, on 127.0.0.1 only (for a scraper on the same machine). */
export async function startMetricsServer(metrics: AppMetrics, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
}
