import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { startOfOfficeDay } from "#app/lib/office-time.ts";

/** One request a connector sent, as the fake received it. */
export interface MonitoringRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  status: number;
}

/** An Enphase system the fake knows: its application's credentials and its daily production in Wh. */
export interface FakeEnphaseSystem {
  apiKey: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  days: Record<string, number>;
}

/** A SolarEdge site the fake knows: the user's and the account's keys, and its daily energy in Wh. */
export interface FakeSolarEdgeSite {
  apiKey: string;
  accountKey: string;
  days: Record<string, number>;
}

export interface MonitoringFake {
  /** ENPHASE_API_BASE for the app under test. */
  enphaseBase: string;
  /** SOLAREDGE_API_BASE for the app under test (V2's base); `url` alone is a V1-era base. */
  solarEdgeBase: string;
  url: string;
  requests: MonitoringRequest[];
  enphase: Map<string, FakeEnphaseSystem>;
  solarEdge: Map<string, FakeSolarEdgeSite>;
  /** How many of the next Enphase API calls answer 429 (without Retry-After, as Enphase does). */
  enphaseTooMany: number;
  /** How many of the next SolarEdge calls answer 429. */
  solarEdgeTooMany: number;
  close(): Promise<void>;
}

/** Enphase's documented limit: one interval request covers at most 7 days. */
const ENPHASE_MAX_RANGE_SECONDS = 7 * 86_400;
const HOUR = 3600;

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

const enphaseError = (res: ServerResponse, status: number, message: string, details: string) =>
  json(res, status, { message, details, code: status });

/** A day's energy as one interval ending at the office's noon that day: its daily total is exact. */
const noonOf = (day: string) => startOfOfficeDay(day).getTime() / 1000 + 12 * HOUR;

/**
 * A small local stand-in for the two monitoring APIs the connectors use, on 127.0.0.1 at a free port (issue 29 §2):
 * Enphase v4's OAuth refresh (`POST /oauth/token`, rotating the refresh token) and `GET
 * /api/v4/systems/{id}/rgm_stats` (15-minute intervals; a range over 7 days answers 422 as documented; 429 without
 * Retry-After on demand), and SolarEdge v2's `GET /v2/monitoring/sites/{id}/energy` (daily values in Wh; any path
 * outside /v2 answers 410, V1 being retired). It records every request. Nothing in the tests calls the real services.
 */
export async function startMonitoringFake(): Promise<MonitoringFake> {
  const fake: Omit<MonitoringFake, "url" | "enphaseBase" | "solarEdgeBase"> = {
    requests: [],
    enphase: new Map(),
    solarEdge: new Map(),
    enphaseTooMany: 0,
    solarEdgeTooMany: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const accessTokens = new Map<string, string>();
  let issued = 0;

  function enphaseToken(res: ServerResponse, query: Record<string, string>, authorization = "") {
    const [clientId, clientSecret] = Buffer.from(authorization.replace(/^Basic /, ""), "base64")
      .toString("utf8")
      .split(":");
    const entry = [...fake.enphase.entries()].find(
      ([, system]) =>
        system.clientId === clientId &&
        system.clientSecret === clientSecret &&
        system.refreshToken === query.refresh_token,
    );
    if (query.grant_type !== "refresh_token" || !entry) {
      json(res, 401, { error: "invalid_grant", error_description: "Invalid refresh token" });
      return 401;
    }
    issued += 1;
    const accessToken = `access-${issued}`;
    entry[1].refreshToken = `refresh-${issued}`;
    accessTokens.set(accessToken, entry[0]);
    json(res, 200, {
      access_token: accessToken,
      token_type: "bearer",
      refresh_token: entry[1].refreshToken,
      expires_in: 86_399,
    });
    return 200;
  }

  function rgmStats(res: ServerResponse, systemId: string, query: Record<string, string>, authorization = "") {
    const system = fake.enphase.get(systemId);
    if (
      !system ||
      accessTokens.get(authorization.replace(/^Bearer /, "")) !== systemId ||
      system.apiKey !== query.key
    ) {
      enphaseError(res, 401, "Not Authorized", "User is not authorized");
      return 401;
    }
    if (fake.enphaseTooMany > 0) {
      fake.enphaseTooMany -= 1;
      json(res, 429, {
        message: "Too Many Requests",
        details: "Usage limit exceeded for plan Partner",
        code: 429,
        period: "minute",
      });
      return 429;
    }
    const startAt = Number(query.start_at);
    const endAt = Number(query.end_at);
    if (!Number.isInteger(startAt) || !Number.isInteger(endAt) || endAt - startAt > ENPHASE_MAX_RANGE_SECONDS) {
      enphaseError(res, 422, "Unprocessable Entity", "Requested date range is invalid for this system");
      return 422;
    }
    const intervals = Object.entries(system.days)
      .filter(([day]) => noonOf(day) > startAt && noonOf(day) <= endAt)
      .map(([day, wh]) => ({ end_at: noonOf(day), devices_reporting: 1, wh_del: wh }));
    json(res, 200, { system_id: Number(systemId), total_devices: 1, meta: { status: "normal" }, intervals });
    return 200;
  }

  function siteEnergy(res: ServerResponse, req: IncomingMessage, siteId: string, query: Record<string, string>) {
    const site = fake.solarEdge.get(siteId);
    if (!site || site.apiKey !== req.headers["x-api-key"] || site.accountKey !== req.headers["x-account-key"]) {
      json(res, 403, { message: "Access denied" });
      return 403;
    }
    if (fake.solarEdgeTooMany > 0) {
      fake.solarEdgeTooMany -= 1;
      json(res, 429, { message: "Too many requests" });
      return 429;
    }
    if (query.resolution !== "DAY" || !query.from || !query.to) {
      json(res, 400, { message: "from, to and resolution are required" });
      return 400;
    }
    const from = Date.parse(query.from) / 1000;
    const to = Date.parse(query.to) / 1000;
    const values = Object.entries(site.days)
      .filter(([day]) => noonOf(day) > from && noonOf(day) < to)
      .map(([day, value]) => ({ timestamp: `${day}T00:00:00-08:00`, value }));
    json(res, 200, { unit: "WH", resolution: "DAY", values });
    return 200;
  }

  function answer(req: IncomingMessage, res: ServerResponse): number {
    const url = new URL(req.url ?? "/", "http://fake");
    const query = Object.fromEntries(url.searchParams);
    if (req.method === "POST" && url.pathname === "/oauth/token") {
      return enphaseToken(res, query, req.headers.authorization);
    }
    const rgm = /^\/api\/v4\/systems\/(\d+)\/rgm_stats$/.exec(url.pathname);
    if (req.method === "GET" && rgm) return rgmStats(res, rgm[1]!, query, req.headers.authorization);
    if (url.pathname.startsWith("/api/")) {
      enphaseError(res, 404, "Not Found", "No such resource");
      return 404;
    }
    if (!url.pathname.startsWith("/v2/")) {
      json(res, 410, { message: "Monitoring API V1 was retired in November 2026. Use Monitoring API V2." });
      return 410;
    }
    const energy = /^\/v2\/monitoring\/sites\/(\d+)\/energy$/.exec(url.pathname);
    if (req.method === "GET" && energy) return siteEnergy(res, req, energy[1]!, query);
    json(res, 404, { message: "Not found" });
    return 404;
  }

  const server = createServer((req, res) => {
    const status = answer(req, res);
    const url = new URL(req.url ?? "/", "http://fake");
    fake.requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      status,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, { url, enphaseBase: url, solarEdgeBase: `${url}/v2/monitoring` });
}
