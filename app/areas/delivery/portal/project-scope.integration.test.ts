import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PDF_BYTES, seedProject } from "#tests/support/projects.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf, type TestUser } from "#tests/support/users.ts";
import type * as projectScope from "./project-scope.server.ts";
import { projectActionItems, projectDocumentChunks, projectDocuments, projectMessages } from "./tables.server.ts";

// As if every check before a query had been forgotten: the owner condition in the queries themselves is all that
// stands between client B and client A's project (issue 15 §6). Test files share a module graph (decision 0135), so
// the services and the app are imported afresh with the check replaced, and a fresh graph is left for the next file.
vi.resetModules();
vi.doMock("./project-scope.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof projectScope>()),
  assertVisibleProject: async () => {},
}));
const { postMessage, readThread } = await import("./messages.server.ts");
const { completeActionItem, confirmActionItem } = await import("./project-work.server.ts");
const { createTestApp } = await import("#tests/support/test-app.ts");
afterAll(() => {
  vi.doUnmock("./project-scope.server.ts");
  vi.resetModules();
});

let testApp: TestApp;
let clientA: TestUser;
let clientB: TestUser;
let seeded: Awaited<ReturnType<typeof seedProject>>;
let confirmItemId: string;
let completeItemId: string;

beforeAll(async () => {
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000" });
  const admin = await createTestUser(testApp, { userType: "admin" });
  clientA = await createTestUser(testApp, { emailVerified: true });
  clientB = await createTestUser(testApp, { emailVerified: true });
  seeded = await seedProject(testApp, admin, clientA);
  const staffMessage = await request(testApp.app)
    .post(`/api/projects/${seeded.projectId}/messages`)
    .set("Cookie", seeded.adminCookie)
    .send({ body: "Hello from the team" });
  if (staffMessage.status !== 201) throw new Error(`message: ${staffMessage.status}`);
  const confirmItem = async (title: string) => {
    const item = await request(testApp.app)
      .post(`/api/admin/projects/${seeded.projectId}/action-items`)
      .set("Cookie", seeded.adminCookie)
      .send({ title, kind: "confirm" });
    return item.body.id as string;
  };
  confirmItemId = await confirmItem("Confirm the installation date");
  completeItemId = await confirmItem("Confirm the site survey");
}, 60_000);
afterAll(() => testApp.close());

const rowsOf = async () => {
  const { db } = testApp.services;
  const [messages, documents, items] = await Promise.all([
    db.select().from(projectMessages).where(eq(projectMessages.projectId, seeded.projectId)),
    db.select().from(projectDocuments).where(eq(projectDocuments.projectId, seeded.projectId)),
    db.select().from(projectActionItems).where(eq(projectActionItems.projectId, seeded.projectId)),
  ]);
  return { messages, documents, items };
};

describe("client B on client A's project, with no check before the queries", () => {
  it("reads no message of A's thread and marks none read, where A reads the thread", async () => {
    const before = await rowsOf();
    expect(await readThread(testApp.services.db, sessionUserOf(clientB), seeded.projectId)).toEqual([]);
    expect((await rowsOf()).messages).toEqual(before.messages);
    const thread = await readThread(testApp.services.db, sessionUserOf(clientA), seeded.projectId);
    expect(thread.map((message) => message.body)).toEqual(["Hello from the client", "Hello from the team"]);
  });

  it("cannot post a message, store a document, confirm or complete an action item there; A's same calls can", async () => {
    const { db } = testApp.services;
    const uploadAs = async (user: TestUser) =>
      request(testApp.app)
        .post(`/api/projects/${seeded.projectId}/documents`)
        .set("Cookie", await signedInCookie(testApp, user.id))
        .field("category", "utility_bill")
        .field("actionItemId", seeded.actionItemId)
        .attach("file", PDF_BYTES, "bill.pdf");
    const attemptsAs = (user: ReturnType<typeof sessionUserOf>) => [
      () => postMessage(db, user, seeded.projectId, "hello"),
      () => confirmActionItem(db, user, seeded.projectId, confirmItemId),
      () => completeActionItem(db, user, seeded.projectId, completeItemId, { kind: "confirm" }),
    ];
    const before = await rowsOf();
    for (const attempt of attemptsAs(sessionUserOf(clientB))) {
      await expect(attempt()).rejects.toMatchObject({ kind: "not-found" });
    }
    expect((await uploadAs(clientB)).status).toBe(404);
    expect(await rowsOf()).toEqual(before);
    const chunks = await db.select().from(projectDocumentChunks);
    expect(chunks.map((chunk) => chunk.documentId)).toEqual([seeded.documentId]);
    // After B's attempts, so that nothing A did could be why B's were refused.
    for (const attempt of attemptsAs(sessionUserOf(clientA))) await expect(attempt()).resolves.toBeTruthy();
    expect((await uploadAs(clientA)).status).toBe(201);
    const after = await rowsOf();
    expect(after.messages).toHaveLength(before.messages.length + 1);
    expect(after.documents).toHaveLength(before.documents.length + 1);
    expect(after.items.filter((item) => item.completedAt !== null)).toHaveLength(3);
  });
});
