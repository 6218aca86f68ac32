import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_BYTES, seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { leftoverChunksJob } from "./leftover-chunks.server.ts";
import { projectDocumentChunks, projectDocuments } from "./tables.server.ts";

let testApp: TestApp;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ DOCUMENT_QUOTA_PER_PROJECT_MB: "1", DOCUMENT_UPLOADS_PER_ACCOUNT_MB_PER_DAY: "2" });
  admin = await createTestUser(testApp, { userType: "admin" });
  client = await createTestUser(testApp, { emailVerified: true });
}, 60_000);
afterAll(() => testApp.close());

const pdfOf = (bytes: number) =>
  Buffer.concat([PDF_BYTES, Buffer.alloc(bytes - PDF_BYTES.length, 0x41)], bytes).fill(7, 4096);

const upload = (projectId: string, cookie: string, content: Buffer) =>
  request(testApp.app)
    .post(`/api/projects/${projectId}/documents`)
    .set("Cookie", cookie)
    .field("category", "utility_bill")
    .attach("file", content, "scan.pdf");

describe("a document's bytes", () => {
  it("are stored in 256 KB chunks with the SHA-256 of the whole, and come back identical with their Content-Length", async () => {
    const seeded = await seedProject(testApp, admin, client);
    const content = pdfOf(600 * 1024);
    const res = await upload(seeded.projectId, seeded.clientCookie, content);
    expect(res.status).toBe(201);
    const chunks = await testApp.services.db
      .select()
      .from(projectDocumentChunks)
      .where(eq(projectDocumentChunks.documentId, res.body.id))
      .orderBy(asc(projectDocumentChunks.seq));
    expect(chunks.map((chunk) => [chunk.seq, chunk.content.length])).toEqual([
      [0, 256 * 1024],
      [1, 256 * 1024],
      [2, 88 * 1024],
    ]);
    const [document] = await testApp.services.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.id, res.body.id));
    expect(document?.sha256).toBe(createHash("sha256").update(content).digest("hex"));
    const download = await request(testApp.app)
      .get(`/api/projects/${seeded.projectId}/documents/${res.body.id}`)
      .set("Cookie", seeded.clientCookie)
      .buffer(true)
      .parse((response, done) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => done(null, Buffer.concat(parts)));
      });
    expect(download.headers["content-length"]).toBe(String(600 * 1024));
    expect(Buffer.compare(download.body as Buffer, content)).toBe(0);
  });
});

describe("quotas", () => {
  it("refuses past 1 MB a project (413) and past 2 MB a day an account (429), saying what is left", async () => {
    const first = await seedProject(testApp, admin, client);
    const second = await seedProject(testApp, admin, client);
    const third = await seedProject(testApp, admin, client);
    const cookie = first.clientCookie;
    // The account has uploaded 600 kB already (the chunk test above).
    expect((await upload(first.projectId, cookie, pdfOf(700 * 1024))).status).toBe(201);
    const projectFull = await upload(first.projectId, cookie, pdfOf(700 * 1024));
    expect(projectFull.status).toBe(413);
    expect(projectFull.body.message).toBe("A project's documents may take 1 MB together: 324 kB left");
    expect((await upload(second.projectId, cookie, pdfOf(500 * 1024))).status).toBe(201);
    const dayFull = await upload(third.projectId, cookie, pdfOf(300 * 1024));
    expect(dayFull.status).toBe(429);
    expect(dayFull.body).toEqual({
      message: "An account may upload 2 MB in 24 hours: 248 kB left",
      errors: { file: "An account may upload 2 MB in 24 hours: 248 kB left" },
    });
    expect((await upload(third.projectId, cookie, pdfOf(248 * 1024))).status).toBe(201);
    const none = await upload(third.projectId, cookie, PDF_BYTES);
    expect(none.status).toBe(429);
    expect(none.body.message).toBe("An account may upload 2 MB in 24 hours: none left, try again tomorrow");
    const staff = await upload(third.projectId, first.adminCookie, pdfOf(100 * 1024));
    expect(staff.status).toBe(201);
    const leftovers = await testApp.services.db
      .select({ id: projectDocumentChunks.documentId })
      .from(projectDocumentChunks);
    const documents = new Set((await testApp.services.db.select().from(projectDocuments)).map((row) => row.id));
    expect(leftovers.filter((chunk) => !documents.has(chunk.id))).toEqual([]);
  }, 120_000);
});

describe("the leftover chunks job", () => {
  it("deletes chunks a day old whose document never came, and keeps an upload in progress and stored documents", async () => {
    const { db } = testApp.services;
    const stored = (await db.select().from(projectDocumentChunks)).length;
    const day = 24 * 60 * 60 * 1000;
    await db.insert(projectDocumentChunks).values([
      {
        documentId: "00000000-0000-4000-8000-0000000000a1",
        seq: 0,
        content: PDF_BYTES,
        createdAt: new Date(Date.now() - day - 60_000),
      },
      { documentId: "00000000-0000-4000-8000-0000000000a2", seq: 0, content: PDF_BYTES },
    ]);
    await leftoverChunksJob.run(testApp.services);
    const left = await db.select({ id: projectDocumentChunks.documentId }).from(projectDocumentChunks);
    expect(left).toHaveLength(stored + 1);
    expect(left.map((chunk) => chunk.id)).toContain("00000000-0000-4000-8000-0000000000a2");
    expect(left.map((chunk) => chunk.id)).not.toContain("00000000-0000-4000-8000-0000000000a1");
  });
});
