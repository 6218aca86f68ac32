import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_TOKENS, publicSettings, type PublicSettings } from "#app/lib/public-settings.ts";
import type { Config } from "#server/config.ts";
import type { ApiRequest } from "./api-route.ts";
import { hasOnlyTrackingParameters } from "./tracking-parameters.ts";

/** Every index.html under `dir`, keyed by the page path it was rendered for ("/", "/about", ...). */
export function readPrerenderedPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "index.html") continue;
    const dirname = path.dirname(file).split(path.sep).join("/");
    pages.set(dirname === "." ? "/" : `/${dirname}`, fs.readFileSync(path.join(dir, file), "utf8"));
  }
  return pages;
}

/**
 * A value as it must appear where React Router streams loader data into the page: a JSON string (turbo-stream)
 * inside a JavaScript string literal inside a <script>, with HTML-significant characters escaped as React Router
 * escapes them.
 */
export function asStreamedString(value: string): string {
  const inTurboStream = JSON.stringify(value).slice(1, -1);
  const inScriptLiteral = JSON.stringify(inTurboStream).slice(1, -1);
  return inScriptLiteral.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Puts this deployment's settings where the build left tokens. The site origin also appears in attributes and
 * JSON-LD; an origin has no character that needs escaping in any of them. The voice widget settings appear
 * only in the streamed loader data.
 */
export function fillDeploymentSettings(html: string, settings: PublicSettings): string {
  return html
    .replaceAll(PRERENDER_TOKENS.siteUrl, settings.siteUrl)
    .replaceAll(PRERENDER_TOKENS.voiceScriptUrl, asStreamedString(settings.voiceWidget.scriptUrl))
    .replaceAll(PRERENDER_TOKENS.voiceAgentId, asStreamedString(settings.voiceWidget.agentId))
    .replaceAll(PRERENDER_TOKENS.voiceElement, asStreamedString(settings.voiceWidget.element));
}

const NONCE_ATTRIBUTE = `nonce="${PRERENDER_TOKENS.nonce}"`;

/**
 * Serves the pages prerendered at build time (build/prerendered) to anonymous visitors, with the request's own
 * CSP nonce in place of the build's placeholder, also when the query holds only tracking parameters (utm_source,
 * fbclid, ...: see tracking-parameters.ts). Anything else falls through to server rendering: signed-in visitors
 * (their header shows their account), other query parameters (filters), other methods and unknown paths.
 * See docs/decisions/0011-prerender-with-nonces.md.
 */
export function servePrerenderedPages(dir: string, config: Config): RequestHandler {
  const settings = publicSettings(config);
  const pages = new Map(
    [...readPrerenderedPages(dir)].map(([page, html]) => [page, fillDeploymentSettings(html, settings)]),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!hasOnlyTrackingParameters(req.originalUrl) || (req as ApiRequest).user) return next();
    const html = pages.get(req.path);
    if (html === undefined) return next();
    const nonce = String(res.locals.cspNonce ?? "");
    res.status(200).type("html");
    if (req.method === "HEAD") return res.end();
    res.send(html.replaceAll(NONCE_ATTRIBUTE, `nonce="${nonce}"`));
  };
}
