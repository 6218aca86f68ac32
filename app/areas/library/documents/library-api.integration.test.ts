import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { textPdf } from "#tests/support/text-pdf.ts";

let testApp: TestApp;
let office: string;
let client: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const cookie = async (userType: "office" | "client") =>
    `sid=${await createSession(testApp.services.db, (await createTestUser(testApp, { userType })).id, null)}`;
  office = await cookie("office");
  client = await cookie("client");
}, 60_000);
afterAll(() => testApp.close());

const upload = (path: string, fields: Record<string, string>, file: Buffer, name: string) => {
  const req = request(testApp.app).post(path).set("Cookie", office);
  for (const [field, value] of Object.entries(fields)) req.field(field, value);
  return req.attach("file", file, name);
};

const ask = (question: string, cookie?: string) => {
  const req = request(testApp.app).post("/api/chat");
  if (cookie) req.set("Cookie", cookie);
  return req.send({ question });
};

const fields = { title: "Pump guide", category: "manual", audience: "public", effectiveOn: "2026-11-01" };

describe("the library's API", () => {
  it("adds a PDF page by page, cites its page and opens it there; replacing it leaves no old text", async () => {
    const pdf = textPdf([["Cover page"], ["The flamingo pump needs a yearly flush."]]);
    const added = await upload("/api/documents", fields, pdf, "pump.pdf");
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(String), pages: 2, passages: 2 });

    const answer = await ask("How often does the flamingo pump need a flush?");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mode: "extractive", askTeam: null });
    expect(answer.body.citations[0]).toEqual({
      documentId: added.body.id,
      title: "Pump guide",
      page: 2,
      section: null,
      excerpt: "The flamingo pump needs a yearly flush.",
      url: `/api/documents/${added.body.id}/view#page=2`,
      effectiveOn: "2026-11-01",
      supersededBy: null,
    });
    // Every word of the answer is in a cited passage.
    expect(answer.body.citations.map((citation: { excerpt: string }) => citation.excerpt).join("\n\n")).toBe(
      answer.body.answer,
    );
    const view = await request(testApp.app).get(`/api/documents/${added.body.id}/view`);
    expect(view.status).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");

    const replaced = await upload(
      `/api/documents/${added.body.id}/replace`,
      {},
      Buffer.from("# Pump guide\n\n## Care\n\nThe heron pump runs dry safely."),
      "pump.md",
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ id: added.body.id, pages: 1, passages: 1 });
    const old = await ask("flamingo pump flush");
    expect(JSON.stringify(old.body)).not.toContain("flamingo");
    const fresh = await ask("heron pump");
    expect(fresh.body.citations[0]).toMatchObject({ documentId: added.body.id, section: "Care", page: null });
  });

  it("names the fields it refuses, and refuses a file it cannot read", async () => {
    const missing = await upload(
      "/api/documents",
      { category: "nope", audience: "public" },
      Buffer.from("text"),
      "a.txt",
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["category", "title"]);
    const binary = await upload("/api/documents", fields, Buffer.from([0, 1, 2, 3, 0, 255, 254]), "a.bin");
    expect(binary.status).toBe(415);
    expect(binary.body.errors.file).toMatch(/PDF, Word/);
    const broken = await upload("/api/documents", fields, Buffer.from("%PDF-1.4\nnot really a pdf"), "a.pdf");
    expect(broken.status).toBe(400);
    expect(broken.body.errors.file).toBeTruthy();
  });

  it("keeps staff documents from clients and visitors, including their files", async () => {
    const added = await upload(
      "/api/documents",
      { ...fields, title: "Crew notes", audience: "staff" },
      Buffer.from("The pelican ladder is in van 2."),
      "crew.txt",
    );
    expect(added.status).toBe(201);
    expect(JSON.stringify((await ask("pelican ladder", client)).body)).not.toContain("pelican");
    expect((await ask("pelican ladder", office)).body.citations[0].documentId).toBe(added.body.id);
    expect((await request(testApp.app).get(`/api/documents/${added.body.id}/file`).set("Cookie", client)).status).toBe(
      404,
    );
    const deleted = await request(testApp.app).delete(`/api/documents/${added.body.id}`).set("Cookie", office);
    expect(deleted.status).toBe(204);
    expect((await ask("pelican ladder", office)).body.citations).toEqual([]);
  });
});

describe("POST /api/chat", () => {
  it("refuses an empty or too long question with a field error", async () => {
    expect((await ask("")).body.errors).toEqual({ question: "Please type a question" });
    const long = await ask("why ".repeat(200));
    expect(long.status).toBe(400);
    expect(long.body.errors.question).toBe("Must be at most 500 characters");
  });

  it("answers stop words with a request to be specific, and an unknown question with a way to ask the team", async () => {
    const general = await ask("what is it");
    expect(general.status).toBe(200);
    expect(general.body.answer).toMatch(/too general/);
    const unknown = await ask("Do you sell wind turbines?");
    expect(unknown.body).toMatchObject({ answer: "I could not find that in our documents.", citations: [] });
    expect(unknown.body.askTeam.map((link: { url: string }) => link.url)).toEqual(["/contact", "/request-service"]);
  });
});
