import request from "supertest";
import type { TestApp } from "./test-app.ts";
import { signedInCookie } from "./sessions.ts";
import type { TestUser } from "./users.ts";

/** The smallest valid PDF header file-type recognises. */
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A project for the client made through the admin API, with a document, a message and an action item in it. */
export async function seedProject(testApp: TestApp, admin: TestUser, client: TestUser) {
  const adminCookie = await signedInCookie(testApp, admin.id);
  const clientCookie = await signedInCookie(testApp, client.id);
  const created = await request(testApp.app)
    .post("/api/admin/projects")
    .set("Cookie", adminCookie)
    .send({ clientEmail: client.email, title: "Roof array", type: "installation", siteAddress: "1 Main St, Redding" });
  if (created.status !== 201) throw new Error(`project: ${created.status} ${JSON.stringify(created.body)}`);
  const projectId = created.body.id as string;
  const document = await request(testApp.app)
    .post(`/api/projects/${projectId}/documents`)
    .set("Cookie", adminCookie)
    .field("category", "permit")
    .attach("file", PDF_BYTES, { filename: "permit.pdf", contentType: "application/pdf" });
  if (document.status !== 201) throw new Error(`document: ${document.status} ${JSON.stringify(document.body)}`);
  const message = await request(testApp.app)
    .post(`/api/projects/${projectId}/messages`)
    .set("Cookie", clientCookie)
    .send({ body: "Hello from the client" });
  const actionItem = await request(testApp.app)
    .post(`/api/admin/projects/${projectId}/action-items`)
    .set("Cookie", adminCookie)
    .send({ title: "Upload a utility bill", kind: "upload" });
  const detail = await request(testApp.app).get(`/api/projects/${projectId}`).set("Cookie", adminCookie);
  return {
    projectId,
    documentId: document.body.id as string,
    messageId: message.body.id as string,
    actionItemId: actionItem.body.id as string,
    stageId: detail.body.stages[0].id as string,
    adminCookie,
    clientCookie,
  };
}

/** A valid project details form (POST /api/admin/projects/:id/details) naming its project manager. */
export const projectDetails = (projectManagerId: string) => ({
  title: "Roof array",
  siteAddress: "1 Main St, Redding",
  systemSizeKw: "7.6",
  batteryKwh: "",
  utility: "pge",
  projectManagerId,
});
