import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_BYTES, seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { projectDocumentChunks } from "./tables.server.ts";

// A listening server in this process: an error nothing listens to would stop the test run, as it stops the site.
let testApp: TestApp;
let server: http.Server;
let port: number;
let seeded: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createTestUser(testApp, { userType: "admin" });
  const client = await createTestUser(testApp, { emailVerified: true });
  seeded = await seedProject(testApp, admin, client);
  server = http.createServer(testApp.app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
});

interface RawAnswer {
  status: number;
  body: { message?: string; errors?: Record<string, string> };
}

/** Sends exactly `body` (Content-Length matching it) with the given Content-Type, as the client's session. */
function rawUpload(contentType: string, body: string | Buffer, projectId = seeded.projectId): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: "127.0.0.1",
        method: "POST",
        path: `/api/projects/${projectId}/documents`,
        headers: {
          "Content-Type": contentType,
          Cookie: seeded.clientCookie,
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (data: string) => (text += data));
        res.on("end", () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const part = (name: string, filename: string, content: string) =>
  `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;
const categoryPart = `--b\r\nContent-Disposition: form-data; name="category"\r\n\r\nutility_bill\r\n`;
const MULTIPART = "multipart/form-data; boundary=b";
const pdfText = PDF_BYTES.toString("latin1");

async function expectServing() {
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
  const detail = await request(server).get(`/api/projects/${seeded.projectId}`).set("Cookie", seeded.clientCookie);
  expect(detail.status).toBe(200);
}

const chunkCount = async () => (await testApp.services.db.select().from(projectDocumentChunks)).length;

describe("a broken upload answers 400 and the server goes on serving", () => {
  it("a body that ends inside the file part (no closing boundary)", async () => {
    const res = await rawUpload(
      MULTIPART,
      `${categoryPart}${part("file", "a.pdf", "%PDF-1.4 truncated")}`.slice(0, -2),
    );
    expect(res).toEqual({
      status: 400,
      body: {
        message: "The upload could not be read: it ended before the file was complete",
        errors: { file: "The upload could not be read: it ended before the file was complete" },
      },
    });
    await expectServing();
  });

  it("the issue's exact body", async () => {
    const body = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 truncated`;
    expect((await rawUpload(MULTIPART, body)).status).toBe(400);
    await expectServing();
  });

  it("multipart without a boundary", async () => {
    const res = await rawUpload("multipart/form-data", `${categoryPart}${part("file", "a.pdf", pdfText)}--b--\r\n`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      file: "Send the document as multipart/form-data with a file field named file",
    });
    await expectServing();
  });

  it("the boundary's text inside the file is kept as content", async () => {
    const content = `${pdfText}--b --b-- b--\n`;
    const res = await rawUpload(MULTIPART, `${categoryPart}${part("file", "a.pdf", content)}--b--\r\n`);
    expect(res.status).toBe(201);
    const download = await request(server)
      .get(`/api/projects/${seeded.projectId}/documents/${(res.body as { id: string }).id}`)
      .set("Cookie", seeded.clientCookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect((download.body as Buffer).toString("latin1")).toBe(content);
    await expectServing();
  });

  it("two file fields", async () => {
    const body = `${categoryPart}${part("file", "a.pdf", pdfText)}${part("file", "b.pdf", pdfText)}--b--\r\n`;
    const res = await rawUpload(MULTIPART, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ file: "Send one file, in the field named file" });
    await expectServing();
  });

  it("a 0-byte file", async () => {
    const res = await rawUpload(MULTIPART, `${categoryPart}${part("file", "a.pdf", "")}--b--\r\n`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ file: "Please choose a file" });
    await expectServing();
  });

  it("part headers only", async () => {
    const body = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n`;
    expect((await rawUpload(MULTIPART, body)).status).toBe(400);
    await expectServing();
  });

  it("a socket closed in the middle of an upload, with two chunks already stored, which are then deleted", async () => {
    const before = await chunkCount();
    const head = `${categoryPart}--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const sent = Buffer.concat([Buffer.from(head), PDF_BYTES, Buffer.alloc(600 * 1024)]);
    const req = http.request({
      port,
      host: "127.0.0.1",
      method: "POST",
      path: `/api/projects/${seeded.projectId}/documents`,
      headers: { "Content-Type": MULTIPART, Cookie: seeded.clientCookie, "Content-Length": 5 * 1024 * 1024 },
    });
    req.on("error", () => {});
    req.write(sent);
    await expect.poll(chunkCount, { timeout: 30_000 }).toBe(before + 2);
    req.destroy();
    await expect.poll(chunkCount, { timeout: 30_000 }).toBe(before);
    await expectServing();
  }, 60_000);

  it("answers 404 for another's project before reading a byte of the body", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: "127.0.0.1",
          method: "POST",
          path: "/api/projects/00000000-0000-4000-8000-000000000000/documents",
          headers: { "Content-Type": MULTIPART, Cookie: seeded.clientCookie, "Content-Length": 20 * 1024 * 1024 },
        },
        (res) => {
          resolve(res.statusCode!);
          req.destroy();
        },
      );
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(status).toBe(404);
    await expectServing();
  });
});

describe("file names", () => {
  const uploadNamed = (filename: string) =>
    rawUpload(MULTIPART, Buffer.from(`${categoryPart}${part("file", filename, pdfText)}--b--\r\n`, "utf8"));

  it("keeps März.pdf as sent in UTF-8 and names it in filename* on download", async () => {
    const res = await uploadNamed("März.pdf");
    expect(res.status).toBe(201);
    expect((res.body as { name: string }).name).toBe("März.pdf");
    const download = await request(server)
      .get(`/api/projects/${seeded.projectId}/documents/${(res.body as { id: string }).id}`)
      .set("Cookie", seeded.clientCookie);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="M_rz.pdf"; filename*=UTF-8''M%C3%A4rz.pdf`,
    );
  });

  it("drops a right-to-left override (U+202E), which makes a name read backwards from it", async () => {
    const res = await uploadNamed("invoice\u202Efdp.exe.pdf");
    expect(res.status).toBe(201);
    expect((res.body as { name: string }).name).toBe("invoicefdp.exe.pdf");
    const [stored] = await testApp.services.db
      .select()
      .from(projectDocumentChunks)
      .where(eq(projectDocumentChunks.documentId, (res.body as { id: string }).id));
    expect(stored?.content).toEqual(PDF_BYTES);
  });
});
