import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { createServices } from "#server/composition/services.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { openTestDatabase } from "#tests/support/test-database.ts";

let withCode: TestApp;
let withoutCode: TestApp;
beforeAll(async () => {
  withCode = await createTestApp({ TRUST_PROXY: "1", ADMIN_ACCESS_CODE: "S0la" });
  withoutCode = await createTestApp();
});
afterAll(async () => {
  await withCode.close();
  await withoutCode.close();
});

function tryCode(testApp: TestApp, code: unknown, ip = "198.51.100.1") {
  return request(testApp.app).post("/api/admin/access-code").set("X-Forwarded-For", ip).send({ code });
}

describe("POST /api/admin/access-code", () => {
  it("accepts the configured code and nothing else", async () => {
    const ip = "198.51.100.10";
    expect((await tryCode(withCode, "S0la", ip)).body).toEqual({ ok: true });
    for (const wrong of ["s0la", "S0l", "S0la ", "0000"]) {
      const res = await tryCode(withCode, wrong, ip);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid admin code" });
    }
  });

  it("grants no session", async () => {
    const agent = request.agent(withCode.app);
    const res = await agent.post("/api/admin/access-code").send({ code: "S0la" });
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await agent.get("/api/admin/users")).status).toBe(401);
  });

  it("refuses every code when ADMIN_ACCESS_CODE is unset", async () => {
    for (const code of ["", "S0la", "0000"]) {
      const res = await tryCode(withoutCode, code, `198.51.100.2${code.length}`);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Invalid admin code");
    }
  });

  it("allows 5 wrong codes per address in 15 minutes; then even the right one gets 429", async () => {
    const ip = "198.51.100.30";
    for (let attempt = 0; attempt < 5; attempt++) expect((await tryCode(withCode, "9999", ip)).status).toBe(401);
    const blocked = await tryCode(withCode, "S0la", ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: "Too many admin code attempts. Please wait 15 minutes and try again." });
    expect((await tryCode(withCode, "S0la", "198.51.100.31")).status).toBe(200);
  });

  it("answers 400 without a code", async () => {
    const res = await request(withCode.app).post("/api/admin/access-code").send({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ code: "Please enter the admin code" });
  });
});

describe("start-up", () => {
  async function warningsAtStart(env: Record<string, string>): Promise<string[]> {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    const services = await createServices(parseConfig({ NODE_ENV: "test", ...env }), logger, await openTestDatabase());
    await services.database.close();
    return lines.map((line) => JSON.parse(line).msg);
  }

  it("logs once that every code fails when ADMIN_ACCESS_CODE is unset", async () => {
    const secret = { APP_SECRET: "a-test-secret-of-at-least-32-characters" };
    const unset = await warningsAtStart(secret);
    expect(unset.filter((msg) => msg.startsWith("ADMIN_ACCESS_CODE"))).toEqual([
      "ADMIN_ACCESS_CODE is not set: the footer Admin dialog refuses every code",
    ]);
    expect(await warningsAtStart({ ...secret, ADMIN_ACCESS_CODE: "S0la" })).toEqual([]);
  });
});
