import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { apiErrorHandler } from "#server/http/errors.ts";
import { sendCsv } from "./csv-response.server.ts";

type Row = { name: string };
let server: http.Server | undefined;
afterEach(() => server?.close());

/** Serves one CSV download of `batches` behind the API's error handler; answers with what a client receives. */
async function download(batches: () => AsyncIterable<Row[]>) {
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { log: { error(): void } }).log = { error() {} };
    next();
  });
  app.get("/export.csv", (_req, res, next) => sendCsv(res, "export.csv", ["name"], batches()).catch(next));
  app.use(apiErrorHandler);
  server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/export.csv" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("close", () => resolve({ status: res.statusCode ?? 0, body, complete: res.complete }));
      })
      .on("error", reject);
  });
}

describe("sendCsv", () => {
  it("answers an error, not a header-only file, when the first batch fails", async () => {
    const res = await download(async function* () {
      yield* [];
      throw new Error("database gone");
    });
    expect(res.status).toBe(500);
    expect(res.body).toBe(JSON.stringify({ message: "Internal server error" }));
  });

  it("cuts the download off when a later batch fails, so it never looks complete", async () => {
    const res = await download(async function* () {
      yield [{ name: "Dana" }];
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("database gone");
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("Dana");
    expect(res.complete).toBe(false);
  });

  it("ends a download whose batches all arrive", async () => {
    const res = await download(async function* () {
      yield [{ name: "Dana" }];
      yield [{ name: "Lee" }];
    });
    expect(res.body).toBe('\ufeff"name"\r\n"Dana"\r\n"Lee"\r\n');
    expect(res.complete).toBe(true);
  });
});
