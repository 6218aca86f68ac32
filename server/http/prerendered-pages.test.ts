import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { PRERENDER_TOKENS } from "#app/lib/public-settings.ts";
import { parseConfig } from "#server/config.ts";
import { asStreamedString, servePrerenderedPages } from "./prerendered-pages.ts";

const T = PRERENDER_TOKENS;
const page = (title: string) =>
  `<html><head><title>${title}</title><link rel="canonical" href="${T.siteUrl}/x"/></head><body>` +
  `<script nonce="${T.nonce}">enqueue("[\\"siteUrl\\",\\"${T.siteUrl}\\",\\"scriptUrl\\",\\"${T.voiceScriptUrl}\\",\\"agentId\\",\\"${T.voiceAgentId}\\",\\"element\\",\\"${T.voiceElement}\\"]")</script></body></html>`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
fs.writeFileSync(path.join(dir, "index.html"), page("Home"));
fs.mkdirSync(path.join(dir, "services", "repairs"), { recursive: true });
fs.writeFileSync(path.join(dir, "services", "repairs", "index.html"), page("Repairs"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function appWith(env: Record<string, string> = {}) {
  const app = express();
  app.use((req, res, next) => {
    res.locals.cspNonce = "n0nce+/=";
    (req as unknown as { user: unknown }).user = req.get("x-test-user") ? { id: 1 } : null;
    next();
  });
  app.use(servePrerenderedPages(dir, parseConfig({ SITE_URL: "https://solar.example", ...env })));
  app.use((_req, res) => res.status(299).send("server-rendered"));
  return app;
}

describe("servePrerenderedPages", () => {
  it("serves a prerendered page with the request's nonce and this deployment's site address", async () => {
    const response = await request(appWith()).get("/services/repairs");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.text).toContain("<title>Repairs</title>");
    expect(response.text).toContain('<script nonce="n0nce+/=">');
    expect(response.text).toContain('href="https://solar.example/x"');
    expect(response.text).not.toContain("3f9a1c");
  });

  it("gives a different nonce to every response", async () => {
    const app = express();
    let n = 0;
    app.use((_req, res, next) => {
      res.locals.cspNonce = `nonce-${++n}`;
      next();
    });
    app.use(servePrerenderedPages(dir, parseConfig({})));
    expect((await request(app).get("/")).text).toContain('nonce="nonce-1"');
    expect((await request(app).get("/")).text).toContain('nonce="nonce-2"');
  });

  it("switches the voice widget off in the page data when it is not configured", async () => {
    const { text } = await request(appWith()).get("/");
    expect(text).toContain('\\"scriptUrl\\",\\"\\",\\"agentId\\",\\"\\",\\"element\\",\\"\\"');
  });

  it("fills in the voice widget settings when configured", async () => {
    const { text } = await request(
      appWith({ VOICE_WIDGET_SCRIPT_URL: "https://cdn.example/w.js?a=1&b=2", VOICE_AGENT_ID: "agent_7" }),
    ).get("/");
    expect(text).toContain('\\"scriptUrl\\",\\"https://cdn.example/w.js?a=1\\u0026b=2\\"');
    expect(text).toContain('\\"agentId\\",\\"agent_7\\",\\"element\\",\\"elevenlabs-convai\\"');
  });

  it("serves the prerendered page when the query holds only tracking parameters", async () => {
    const app = appWith();
    for (const url of ["/?utm_source=mail&utm_campaign=spring", "/services/repairs?fbclid=IwAR0", "/?gclid=1&_gl=2"]) {
      const response = await request(app).get(url);
      expect(response.status, url).toBe(200);
      expect(response.text).toContain('<script nonce="n0nce+/=">');
    }
  });

  it("leaves signed-in visitors, other query parameters, other methods and unknown paths to server rendering", async () => {
    const app = appWith();
    expect((await request(app).get("/").set("x-test-user", "1")).status).toBe(299);
    expect((await request(app).get("/?category=commercial")).status).toBe(299);
    expect((await request(app).get("/?utm_source=mail&category=commercial")).status).toBe(299);
    expect((await request(app).post("/")).status).toBe(299);
    expect((await request(app).get("/about")).status).toBe(299);
    expect((await request(app).get("/services/repairs/")).status).toBe(299);
  });

  it("answers HEAD without a body", async () => {
    const response = await request(appWith()).head("/");
    expect(response.status).toBe(200);
    expect(response.text).toBeUndefined();
  });
});

describe("asStreamedString", () => {
  it("survives the two string layers and the HTML escaping of streamed loader data", () => {
    for (const value of [
      "https://cdn.example/w.js?a=1&b=2",
      'quote " and \\ backslash',
      "</script><b>",
      "line\u2028sep",
    ]) {
      const escaped = asStreamedString(value);
      expect(escaped).not.toMatch(/[<>&]/);
      const turboStream = JSON.parse(`"${escaped}"`) as string;
      expect(JSON.parse(`"${turboStream}"`)).toBe(value);
    }
  });
});
