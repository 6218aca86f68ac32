import { officeToday, startOfOfficeDay } from "#app/lib/office-time.ts";
import { addDays } from "./calendar-days.ts";
import type { ConnectorCredentials } from "./connector-schemas.ts";
import type { DayReading } from "./production-csv.ts";
import type { ConnectorProvider } from "./production-values.ts";

/**
 * Why a fetch stopped: `rate-limited` (a 429) or `unavailable` (the provider down or unreachable), both tried again
 * later with a backoff, or `fail` (what only the office can mend: credentials refused, a retired API, an unknown
 * system). `retryAfterSeconds` is the provider's own Retry-After, when it sends one (Enphase never does).
 */
export class ConnectorError extends Error {
  constructor(
    readonly kind: "rate-limited" | "unavailable" | "fail",
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The longest range one Enphase interval request may ask for (its FAQ and rgm_stats: at most 7 days). */
export const ENPHASE_WINDOW_SECONDS = 7 * 86_400;
/** SolarEdge answers daily energy for up to a year; a month a request keeps each answer small. */
const SOLAREDGE_WINDOW_DAYS = 31;

const providerNames: Record<ConnectorProvider, string> = { enphase: "Enphase", solaredge: "SolarEdge" };

/** What a refusal means to the office, by status; undefined for a status that says nothing particular. */
function refusal(provider: ConnectorProvider, status: number, siteId: string): ConnectorError | undefined {
  const name = providerNames[provider];
  if (status === 429)
    return new ConnectorError(
      "rate-limited",
      `${name} answered 429 Too Many Requests: the plan's quota is used up for now.`,
    );
  if (status === 410) {
    return new ConnectorError(
      "fail",
      `${name} answered 410 Gone: that API version is retired (SolarEdge retired its V1 API in November 2026). Point ${provider === "solaredge" ? "SOLAREDGE_API_BASE" : "ENPHASE_API_BASE"} at the current API, or unset it.`,
    );
  }
  if (status === 401 || status === 403) {
    return new ConnectorError("fail", `${name} refused the credentials (${status}): enter them again on this page.`);
  }
  if (status === 404)
    return new ConnectorError("fail", `${name} knows no system ${siteId} for these credentials (404).`);
  if (status >= 500)
    return new ConnectorError("unavailable", `${name} is not answering properly (${status}); trying again later.`);
  return undefined;
}

async function request(provider: ConnectorProvider, siteId: string, url: URL, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch {
    throw new ConnectorError("unavailable", `${providerNames[provider]} could not be reached; trying again later.`);
  }
  if (!response.ok) {
    const known = refusal(provider, response.status, siteId);
    const retryAfter = Number(response.headers.get("retry-after"));
    if (known) {
      throw Number.isFinite(retryAfter) && retryAfter > 0
        ? new ConnectorError(known.kind, known.message, retryAfter)
        : known;
    }
    const body = await response.text();
    throw new ConnectorError(
      "fail",
      `${providerNames[provider]} refused the request (${response.status}): ${body.slice(0, 200)}`,
    );
  }
  try {
    return await response.json();
  } catch {
    throw new ConnectorError("fail", `${providerNames[provider]} answered something that is not JSON.`);
  }
}

const kwhOf = (wh: number) => Math.round(wh) / 1000;

/** Each day's sum, in the order of the days. */
const readingsOf = (totals: Map<string, number>): Omit<DayReading, "row">[] =>
  [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, wh]) => ({ date, kWh: kwhOf(wh) }));

/**
 * Enphase v4's OAuth refresh (POST /oauth/token, grant_type=refresh_token, the application's client id and secret in
 * Basic auth): a fresh access token, and the refresh token that replaces the one sent.
 */
export async function enphaseTokens(base: string, siteId: string, credentials: ConnectorCredentials) {
  const url = new URL("/oauth/token", base);
  url.searchParams.set("grant_type", "refresh_token");
  url.searchParams.set("refresh_token", credentials.refreshToken ?? "");
  const basic = Buffer.from(`${credentials.clientId ?? ""}:${credentials.clientSecret ?? ""}`).toString("base64");
  const body = (await request("enphase", siteId, url, {
    method: "POST",
    headers: { authorization: `Basic ${basic}` },
  })) as { access_token?: unknown; refresh_token?: unknown };
  if (typeof body.access_token !== "string" || typeof body.refresh_token !== "string") {
    throw new ConnectorError("fail", "Enphase answered the token refresh without tokens.");
  }
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/**
 * The days `from` to `to` (office days), cut into the longest runs of whole days that fit Enphase's 7-day limit (a
 * run across the autumn clock change is an hour longer, so it gets a day less).
 */
export function enphaseWindows(from: string, to: string): { from: string; to: string }[] {
  const windows: { from: string; to: string }[] = [];
  for (let start = from; start <= to;) {
    let days = 7;
    while (
      (startOfOfficeDay(start, days).getTime() - startOfOfficeDay(start).getTime()) / 1000 >
      ENPHASE_WINDOW_SECONDS
    ) {
      days -= 1;
    }
    const last = addDays(start, days - 1) < to ? addDays(start, days - 1) : to;
    windows.push({ from: start, to: last });
    start = addDays(last, 1);
  }
  return windows;
}

/**
 * One window of a system's production from Enphase v4's rgm_stats (15-minute intervals, `wh_del` in Wh, each listed
 * by its end): summed by the office day the interval lies in. Authenticated by the access token and the application's
 * API key (`key`), as v4 requires on every call.
 */
export async function enphaseDays(
  base: string,
  siteId: string,
  credentials: ConnectorCredentials,
  accessToken: string,
  window: { from: string; to: string },
): Promise<Omit<DayReading, "row">[]> {
  const url = new URL(`/api/v4/systems/${encodeURIComponent(siteId)}/rgm_stats`, base);
  url.searchParams.set("key", credentials.apiKey ?? "");
  url.searchParams.set("start_at", String(startOfOfficeDay(window.from).getTime() / 1000));
  url.searchParams.set("end_at", String(startOfOfficeDay(window.to, 1).getTime() / 1000));
  const body = (await request("enphase", siteId, url, {
    headers: { authorization: `Bearer ${accessToken}` },
  })) as { intervals?: { end_at?: unknown; wh_del?: unknown }[] };
  if (!Array.isArray(body.intervals)) throw new ConnectorError("fail", "Enphase answered rgm_stats without intervals.");
  const totals = new Map<string, number>();
  for (const interval of body.intervals) {
    if (typeof interval.end_at !== "number" || typeof interval.wh_del !== "number") continue;
    // An interval belongs to the day it ends in, but the one ending at midnight belongs to the day before.
    const day = officeToday(new Date((interval.end_at - 1) * 1000));
    if (day < window.from || day > window.to) continue;
    totals.set(day, (totals.get(day) ?? 0) + Math.max(0, interval.wh_del));
  }
  return readingsOf(totals);
}

/** The days `from` to `to` in runs of at most a month, for SolarEdge's daily energy. */
export function solarEdgeWindows(from: string, to: string): { from: string; to: string }[] {
  const windows: { from: string; to: string }[] = [];
  for (let start = from; start <= to; start = addDays(start, SOLAREDGE_WINDOW_DAYS)) {
    const last = addDays(start, SOLAREDGE_WINDOW_DAYS - 1);
    windows.push({ from: start, to: last < to ? last : to });
  }
  return windows;
}

/**
 * One window of a site's daily energy from SolarEdge's Monitoring API v2 (GET /sites/{siteId}/energy with
 * resolution=DAY; the user's key in X-API-Key and the account's in X-Account-Key): `values` of a day's `timestamp`
 * (site time) and its `value` in Wh, null when the site sent nothing that day.
 */
export async function solarEdgeDays(
  base: string,
  siteId: string,
  credentials: ConnectorCredentials,
  window: { from: string; to: string },
): Promise<Omit<DayReading, "row">[]> {
  const url = new URL(`${base.replace(/\/$/, "")}/sites/${encodeURIComponent(siteId)}/energy`);
  url.searchParams.set("from", startOfOfficeDay(window.from).toISOString());
  url.searchParams.set("to", startOfOfficeDay(window.to, 1).toISOString());
  url.searchParams.set("resolution", "DAY");
  const body = (await request("solaredge", siteId, url, {
    headers: { "x-api-key": credentials.apiKey ?? "", "x-account-key": credentials.accountApiKey ?? "" },
  })) as { unit?: unknown; values?: { timestamp?: unknown; value?: unknown }[] };
  if (!Array.isArray(body.values)) throw new ConnectorError("fail", "SolarEdge answered site energy without values.");
  const scale = body.unit === "KWH" ? 1000 : 1;
  const totals = new Map<string, number>();
  for (const entry of body.values) {
    if (typeof entry.timestamp !== "string" || typeof entry.value !== "number") continue;
    const day = entry.timestamp.slice(0, 10);
    if (day < window.from || day > window.to) continue;
    totals.set(day, (totals.get(day) ?? 0) + Math.max(0, entry.value * scale));
  }
  return readingsOf(totals);
}
