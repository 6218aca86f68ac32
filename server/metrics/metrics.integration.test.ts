import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { startMetricsServer } from "./metrics-endpoint.ts";

const TOKEN = "metrics-token-for-the-test-0123456789abcdef";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ METRICS_TOKEN: TOKEN, FORM_RATE_LIMIT_PER_HOUR: "1000" });
});
afterAll(() => testApp.close());

const scrape = () => request(testApp.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);

describe("GET /metrics", () => {
  it("refuses a request without the token, or with another one", async () => {
    const without = await request(testApp.app).get("/metrics");
    expect(without.status).toBe(401);
    expect(without.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(without.text).not.toContain("http_request_duration_seconds");
    const wrong = await request(testApp.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
  });

  it("is not served at all without METRICS_TOKEN", async () => {
    const plain = await createTestApp();
    try {
      const res = await request(plain.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("http_request_duration_seconds");
    } finally {
      await plain.close();
    }
  });

  it("counts the requests made, by route template and status, the leads received and the mail waiting", async () => {
    const lead = await request(testApp.app)
      .post("/api/contact")
      .send({
        name: "Sam Carter",
        email: "sam@example.com",
        message: "Do you service systems in Burney?",
        website: "",
        startedAt: Date.now() - 10_000,
      });
    expect(lead.status).toBe(201);
    await request(testApp.app).get("/api/admin/leads/0b1a9c62-8f7e-4d8e-9a37-000000000001");

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain(
      'http_request_duration_seconds_count{method="POST",route="/api/contact",status="201"} 1',
    );
    expect(res.text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/admin/leads/:id",status="401"} 1',
    );
    expect(res.text).not.toContain("0b1a9c62");
    expect(res.text).toContain('leads_received_total{form="/api/contact"} 1');
    expect(res.text).toMatch(/^mail_outbox_queued [1-9]\d*$/m);
    expect(res.text).toMatch(/^mail_outbox_oldest_queued_age_seconds \d/m);
    expect(res.text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});

describe("METRICS_PORT", () => {
  it("serves the metrics without a token on 127.0.0.1, and nothing else", async () => {
    const server = await startMetricsServer(testApp.services.metrics, 0);
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe("127.0.0.1");
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain("# TYPE http_request_duration_seconds histogram");
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
