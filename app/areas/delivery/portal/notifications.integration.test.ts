import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuedMails } from "#tests/support/outbox.ts";
import { seedProject } from "#tests/support/projects.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { mailUnreadMessages } from "./unread-mail.server.ts";

let testApp: TestApp;
let admin: TestUser;
let client: TestUser;
let seeded: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp, { userType: "admin", emailVerified: true });
  client = await createTestUser(testApp, { emailVerified: true });
  seeded = await seedProject(testApp, admin, client);
}, 60_000);
afterAll(() => testApp.close());

const later = (ms: number) => new Date(Date.now() + ms);
/** The promised wait before an unread message is mailed. */
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const send = (cookie: string, body: string) =>
  request(testApp.app).post(`/api/projects/${seeded.projectId}/messages`).set("Cookie", cookie).send({ body });
const readThread = (cookie: string) =>
  request(testApp.app).get(`/api/projects/${seeded.projectId}/messages`).set("Cookie", cookie);

describe("the unread-message e-mail", () => {
  it("is sent once per unread burst, 15 minutes after, to the other side", async () => {
    // seedProject's client message is unread by staff: one mail to the project manager (the creating admin).
    expect(await mailUnreadMessages(testApp.services, later(FIFTEEN_MINUTES - 60_000))).toBe(0);
    expect(await mailUnreadMessages(testApp.services, later(FIFTEEN_MINUTES + 60_000))).toBe(1);
    expect(await queuedMails(testApp, "portal_unread_messages", admin.email)).toHaveLength(1);

    // More messages while the first is still unread belong to the same burst: no second mail.
    await send(seeded.clientCookie, "Another one");
    await send(seeded.clientCookie, "And another");
    expect(await mailUnreadMessages(testApp.services, later(2 * FIFTEEN_MINUTES))).toBe(0);
    expect(await mailUnreadMessages(testApp.services, later(3 * FIFTEEN_MINUTES))).toBe(0);
    expect(await queuedMails(testApp, "portal_unread_messages", admin.email)).toHaveLength(1);

    // Once staff read the thread, the next unread message starts a new burst.
    await readThread(seeded.adminCookie);
    await send(seeded.clientCookie, "A new question");
    expect(await mailUnreadMessages(testApp.services, later(FIFTEEN_MINUTES + 60_000))).toBe(1);
    expect(await queuedMails(testApp, "portal_unread_messages", admin.email)).toHaveLength(2);
  });

  it("mails the client about staff's message, and not when the client read it in time", async () => {
    await send(seeded.adminCookie, "Your permit is approved");
    await readThread(seeded.clientCookie);
    expect(await mailUnreadMessages(testApp.services, later(FIFTEEN_MINUTES + 60_000))).toBe(0);
    await send(seeded.adminCookie, "Please check your e-mail");
    expect(await mailUnreadMessages(testApp.services, later(FIFTEEN_MINUTES + 60_000))).toBe(1);
    expect(await queuedMails(testApp, "portal_unread_messages", client.email)).toHaveLength(1);
  });
});

describe("project news e-mails", () => {
  const changeStage = (tellClient: boolean) =>
    request(testApp.app)
      .post(`/api/admin/project-stages/${seeded.stageId}/change`)
      .set("Cookie", seeded.adminCookie)
      .send({ state: "done", tellClient });

  it("tell the client about a stage change marked so, a new action item and a staff document, unless news is off", async () => {
    expect((await changeStage(false)).status).toBe(200);
    expect(await queuedMails(testApp, "portal_stage_changed", client.email)).toHaveLength(0);
    expect((await changeStage(true)).body).toMatchObject({ state: "done", told: true });
    expect(await queuedMails(testApp, "portal_stage_changed", client.email)).toHaveLength(1);
    // seedProject's permit upload and action item were both mailed.
    expect(await queuedMails(testApp, "portal_document", client.email)).toHaveLength(1);
    expect(await queuedMails(testApp, "portal_action_item", client.email)).toHaveLength(1);

    const off = await request(testApp.app)
      .post("/api/user/project-mail-settings")
      .set("Cookie", seeded.clientCookie)
      .send({ projectNews: false });
    expect(off.status).toBe(200);
    expect((await changeStage(true)).body.told).toBe(false);
    expect(await queuedMails(testApp, "portal_stage_changed", client.email)).toHaveLength(1);
    // A request for something still goes.
    await request(testApp.app)
      .post(`/api/admin/projects/${seeded.projectId}/action-items`)
      .set("Cookie", seeded.adminCookie)
      .send({ title: "Confirm the installation date", kind: "confirm", dueOn: "2026-12-01" });
    expect(await queuedMails(testApp, "portal_action_item", client.email)).toHaveLength(2);
  });
});
