import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { createApp } from "#server/composition/app.ts";

let testApp: TestApp;
/** Bytes of each page-action body the stand-in page handler read. */
const pageBodiesRead: number[] = [];
const readingPageHandler: RequestHandler = (req, res) => {
  let bytes = 0;
  req.on("data", (chunk: Buffer) => (bytes += chunk.length));
  req.on("end", () => {
    pageBodiesRead.push(bytes);
    res.type("html").send("<p>done</p>");
  });
};
let pageApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  testApp = await createTestApp();
  pageApp = createApp({ services: testApp.services, pageHandler: readingPageHandler });
});
afterAll(() => testApp.close());

const postJson = (encoding: string, body: Buffer) =>
  request(testApp.app)
    .post("/api/newsletter/subscribe")
    .set("Content-Type", "application/json")
    .set("Content-Encoding", encoding)
    // superagent would JSON-encode a Buffer sent as JSON; its serializer is typed for strings only.
    .serialize((bytes: Buffer) => bytes as unknown as string)
    .send(body);

describe("API bodies in a Content-Encoding", () => {
  it.each(["gzip", "deflate", "br"])("answers a body that is not valid %s with a JSON 400", async (encoding) => {
    const res = await postJson(encoding, Buffer.from('{"email":"a@example.com"}'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The request body could not be decompressed" });
  });

  it("refuses an encoding it does not know with a JSON 415", async () => {
    const res = await postJson("x-squash", Buffer.from("{}"));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: "Unsupported content encoding" });
  });

  it("reads a valid gzip body", async () => {
    const res = await postJson("gzip", zlib.gzipSync(JSON.stringify({ email: "not-an-address" })));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("email");
  });

  it("counts the limit on the decompressed body", async () => {
    const res = await postJson("gzip", zlib.gzipSync(JSON.stringify({ email: "x".repeat(200 * 1024) })));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "Request body is too large" });
  });
});

/** Sends the headers and only the first KB of the body; resolves with the status of the answer. */
function startPost(path: string, headers: Record<string, string>): Promise<number> {
  const server = http.createServer(pageApp).listen(0, "127.0.0.1");
  return new Promise((resolve, reject) => {
    server.once("listening", () => {
      const { port } = server.address() as AddressInfo;
      const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
        res.resume();
        res.on("end", () => {
          req.destroy();
          server.close();
          resolve(res.statusCode ?? 0);
        });
      });
      req.on("error", reject);
      req.write("token=" + "x".repeat(1024));
    });
  });
}

describe("page action bodies", () => {
  it("answers a form post over 100 kB with 413 before reading it", async () => {
    const before = pageBodiesRead.length;
    const status = await startPost("/newsletter/unsubscribe", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(50 * 1024 * 1024),
    });
    expect(status).toBe(413);
    expect(pageBodiesRead.length).toBe(before);
  });

  it("answers a form post without a declared length with 411", async () => {
    const status = await startPost("/newsletter/unsubscribe", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Transfer-Encoding": "chunked",
    });
    expect(status).toBe(411);
  });

  it.each(["gzip", "br", "x-squash"])("refuses a form post in %s with 415", async (encoding) => {
    const res = await request(pageApp)
      .post("/newsletter/unsubscribe")
      .set("Content-Type", "application/x-www-form-urlencoded")
      .set("Content-Encoding", encoding)
      .send("token=abc");
    expect(res.status).toBe(415);
    expect(res.text).toContain("Unsupported content encoding");
  });

  it("passes a form post within the limit to the page", async () => {
    const res = await request(pageApp)
      .post("/newsletter/unsubscribe")
      .type("form")
      .send("token=" + "x".repeat(90 * 1024));
    expect(res.status).toBe(200);
    expect(pageBodiesRead.at(-1)).toBe(6 + 90 * 1024);
  });
});

/** A body whose `notes` field is `levels - 1` arrays, one inside the other, as text (the client would recurse too). */
const nested = (levels: number) => `{"notes":${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}}`;

describe("JSON nested too deep", () => {
  const createRoutes = ["/api/orders", "/api/bookings/create", "/api/solar-form", "/api/register"];

  it.each(createRoutes)("is a 400 on %s before anything reads it, however deep", async (path) => {
    for (const levels of [33, 40_000]) {
      const res = await request(testApp.app)
        .post(path)
        .set("Idempotency-Key", "deep-body-key-000000001")
        .type("json")
        .send(nested(levels));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "JSON nested more than 32 levels deep" });
    }
  });

  it("answers 20,000 nested arrays sent with an Idempotency-Key to a signed-in create with a JSON 400, not a 500", async () => {
    const admin = await createTestUser(testApp, { userType: "admin" });
    const res = await request(testApp.app)
      .post("/api/admin/projects")
      .set("Cookie", await signedInCookie(testApp, admin.id))
      .set("Content-Type", "application/json")
      .set("Idempotency-Key", "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f")
      .send("[".repeat(20_000) + "]".repeat(20_000));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "JSON nested more than 32 levels deep" });
  });

  it("lets 32 levels through to the route's own checks", async () => {
    const res = await request(testApp.app).post("/api/solar-form").type("json").send(nested(32));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please correct the highlighted fields.");
  });
});
