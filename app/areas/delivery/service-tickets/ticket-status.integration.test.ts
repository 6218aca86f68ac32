import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { appendTicketEvents } from "#app/areas/delivery/index.server.ts";
import { queuedMails } from "#tests/support/outbox.ts";
import { customerOfAccount, insertSite, insertTicket } from "#tests/support/service-tickets.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";

/**
 * Issue 28 §3 through the API with a fixed clock: the SLA clock paused while waiting and resumed, the response met
 * only by a staff contact, a breach kept through a wait and a resolution, a reopened ticket; the status flow's
 * refusals; the client's mails at the changes they care about. Every instant is written in Pacific time.
 */
let testApp: TestApp;
let officeCookie: string;
let client: TestUser;
let clientCookie: string;
let customerId: string;
let siteId: string;

const at = (instant: string) => vi.setSystemTime(new Date(instant));
const post = (path: string, body: object, cookie = officeCookie) =>
  request(testApp.app).post(path).set("Cookie", cookie).send(body);
const ticketOf = async (id: string) =>
  (await request(testApp.app).get(`/api/service/tickets/${id}`).set("Cookie", officeCookie)).body;
const listed = async (id: string) => {
  const res = await request(testApp.app).get("/api/service/tickets?pageSize=100").set("Cookie", officeCookie);
  return (res.body.items as { id: string }[]).find((item) => item.id === id) as Record<string, unknown>;
};
const statusMails = () => queuedMails(testApp, "service_ticket_status", client.email);

beforeAll(async () => {
  testApp = await createTestApp();
  // Sessions are made on the real clock before the tests move it back to March 2026.
  officeCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
  client = await createTestUser(testApp, { emailVerified: true });
  clientCookie = await signedInCookie(testApp, client.id);
  customerId = await customerOfAccount(testApp, client);
  siteId = await insertSite(testApp, customerId);
}, 240_000);
afterEach(() => vi.useRealTimers());
afterAll(() => testApp.close());

describe("the SLA clock through the API", () => {
  it("pauses while waiting, resumes, is answered only by staff, keeps a breach and runs on when reopened", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A repair (high: response in 4 business hours, fixed within one office day) opened Tuesday 09:00.
    const { id } = await insertTicket(testApp, { customerId, siteId, openedAt: new Date("2026-03-03T09:00:00-08:00") });
    const status = (to: string, note?: string) => post(`/api/service/tickets/${id}/status`, { status: to, note });

    at("2026-03-03T10:00:00-08:00");
    expect((await status("waiting_customer", "Asked for a photo of the inverter")).status).toBe(200);
    expect(await ticketOf(id)).toMatchObject({
      status: "waiting_customer",
      waitingOn: "customer",
      sla: {
        responseDueAt: null,
        resolutionDueAt: null,
        response: "paused",
        resolution: "paused",
        pausedIntervals: [{ waitingOn: "customer", from: "2026-03-03T18:00:00.000Z", to: null }],
        badge: "onTime",
      },
    });
    expect(await listed(id)).toMatchObject({ badge: "onTime", waitingOn: "customer", nextDueAt: null });

    // Two hours waited: both due times move by exactly two business hours.
    at("2026-03-03T12:00:00-08:00");
    expect((await status("in_progress")).status).toBe(200);
    expect((await ticketOf(id)).sla).toMatchObject({
      responseDueAt: "2026-03-03T23:00:00.000Z", // 15:00, not 13:00
      resolutionDueAt: "2026-03-04T19:00:00.000Z", // Wednesday 11:00, not 09:00
      pausedIntervals: [{ waitingOn: "customer", from: "2026-03-03T18:00:00.000Z", to: "2026-03-03T20:00:00.000Z" }],
    });

    // The customer writing does not answer the response; a staff member's call does.
    at("2026-03-03T12:30:00-08:00");
    await testApp.services.db.transaction((tx) =>
      appendTicketEvents(tx, id, [{ kind: "contact", actorKind: "customer", note: "Sent the photo" }], {
        services: testApp.services,
      }),
    );
    expect((await ticketOf(id)).sla).toMatchObject({ respondedAt: null, response: "running" });
    at("2026-03-03T13:00:00-08:00");
    expect((await post(`/api/service/tickets/${id}/contacts`, { note: "Called; visit tomorrow" })).status).toBe(200);
    expect((await ticketOf(id)).sla).toMatchObject({
      respondedAt: "2026-03-03T21:00:00.000Z",
      response: "met",
      resolution: "running",
      resolutionDueAt: "2026-03-04T19:00:00.000Z",
    });
    expect(await listed(id)).toMatchObject({ badge: "onTime", nextDueAt: "2026-03-04T19:00:00.000Z" });

    // With 2 of its 9 business hours left (a quarter is 2¼), the list reads it as due soon from the stored due time.
    at("2026-03-04T09:00:00-08:00");
    expect(await listed(id)).toMatchObject({ badge: "dueSoon" });

    // Past the due time with nothing changed: breached at read time.
    at("2026-03-04T11:30:00-08:00");
    expect(await listed(id)).toMatchObject({ badge: "breached" });
    expect((await ticketOf(id)).sla).toMatchObject({ resolution: "breached", badge: "breached" });

    // A wait after the breach does not undo it or move the due time, nor does resolving late.
    at("2026-03-04T12:00:00-08:00");
    expect((await status("waiting_parts")).status).toBe(200);
    expect((await ticketOf(id)).sla).toMatchObject({
      resolution: "breached",
      resolutionDueAt: "2026-03-04T19:00:00.000Z",
      badge: "breached",
    });
    expect(await listed(id)).toMatchObject({ badge: "breached" });
    at("2026-03-04T13:00:00-08:00");
    expect((await status("resolved", "Replaced the fuse")).status).toBe(200);
    expect((await ticketOf(id)).sla).toMatchObject({ resolvedAt: "2026-03-04T21:00:00.000Z", resolution: "breached" });

    // Reopened: the earlier resolution no longer counts; the breach stands.
    at("2026-03-05T09:00:00-08:00");
    expect((await status("in_progress", "The fault came back")).status).toBe(200);
    expect(await ticketOf(id)).toMatchObject({
      status: "in_progress",
      sla: { resolvedAt: null, resolution: "breached", response: "met" },
    });
  });

  it("meets the resolution of a ticket resolved in time, and runs on from the opening once reopened", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { id } = await insertTicket(testApp, { customerId, siteId, openedAt: new Date("2026-03-03T09:00:00-08:00") });
    at("2026-03-03T11:00:00-08:00");
    expect((await post(`/api/service/tickets/${id}/status`, { status: "resolved" })).status).toBe(200);
    expect((await ticketOf(id)).sla).toMatchObject({
      respondedAt: "2026-03-03T19:00:00.000Z", // a staff member resolving answers too
      response: "met",
      resolution: "met",
      badge: "onTime",
    });
    expect(await listed(id)).toMatchObject({ badge: "onTime", nextDueAt: null });
    at("2026-03-03T15:00:00-08:00");
    expect((await post(`/api/service/tickets/${id}/status`, { status: "scheduled" })).status).toBe(200);
    expect((await ticketOf(id)).sla).toMatchObject({
      resolvedAt: null,
      resolution: "running",
      resolutionDueAt: "2026-03-04T17:00:00.000Z", // Wednesday 09:00, counted from the opening
    });
  });
});

describe("the status flow", () => {
  it("refuses a closed ticket becoming resolved with a 409 naming the status, and an unknown status with a 400", async () => {
    const { id } = await insertTicket(testApp, { customerId, siteId });
    expect((await post(`/api/service/tickets/${id}/status`, { status: "closed" })).status).toBe(200);
    const refused = await post(`/api/service/tickets/${id}/status`, { status: "resolved" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "A ticket that is closed cannot become resolved",
      errors: { status: "A closed ticket cannot move to this status" },
    });
    expect((await post(`/api/service/tickets/${id}/status`, { status: "closed" })).status).toBe(409);
    const unknown = await post(`/api/service/tickets/${id}/status`, { status: "done" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty("status");
    expect((await ticketOf(id)).status).toBe("closed");
  });

  it("logs each change with who and when, newest first", async () => {
    const { id } = await insertTicket(testApp, { customerId, siteId });
    await post(`/api/service/tickets/${id}/status`, { status: "scheduled", note: "Thursday morning" });
    const { history } = await ticketOf(id);
    expect(history[0]).toMatchObject({
      kind: "status",
      status: "scheduled",
      note: "Thursday morning",
      actorKind: "staff",
      actorName: "Test Person",
    });
    expect(typeof history[0].at).toBe("string");
  });
});

describe("the client's mails", () => {
  it("tell the client of scheduled, waiting on them, resolved and reopened; nothing of contacts or assignments", async () => {
    const { id, reference } = await insertTicket(testApp, { customerId, siteId });
    const before = (await statusMails()).length;
    const status = (to: string) => post(`/api/service/tickets/${id}/status`, { status: to, note: "Internal note" });
    await status("scheduled");
    let mails = await statusMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ subject: `Your service request is scheduled: ${reference}`, customerId });
    expect(mails[0]!.text).toContain(`/dashboard/service/${id}`);
    expect(mails[0]!.text).not.toContain("Internal note");

    await post(`/api/service/tickets/${id}/contacts`, { note: "Called" });
    await status("in_progress");
    await post(`/api/service/tickets/${id}/assignment`, { technicianId: "" });
    expect(await statusMails()).toHaveLength(before + 1);

    await status("waiting_customer");
    await status("resolved");
    await status("in_progress");
    mails = await statusMails();
    expect(mails.slice(0, 3).map((mail) => mail.subject)).toEqual([
      `Your service request is open again: ${reference}`,
      `Your service request is resolved: ${reference}`,
      `We need you for your service request: ${reference}`,
    ]);
  });

  it("follow the client's project-news setting, except when we wait on them; none for their own change", async () => {
    const { id, reference } = await insertTicket(testApp, { customerId, siteId });
    const off = await post("/api/user/project-mail-settings", { projectNews: false }, clientCookie);
    expect(off.status).toBe(200);
    const before = (await statusMails()).length;
    await post(`/api/service/tickets/${id}/status`, { status: "scheduled" });
    expect(await statusMails()).toHaveLength(before);
    await post(`/api/service/tickets/${id}/status`, { status: "waiting_customer" });
    const mails = await statusMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe(`We need you for your service request: ${reference}`);
    await post("/api/user/project-mail-settings", { projectNews: true }, clientCookie);
    await testApp.services.db.transaction((tx) =>
      appendTicketEvents(tx, id, [{ kind: "status", status: "closed", actorKind: "customer" }], {
        services: testApp.services,
      }),
    );
    expect(await statusMails()).toHaveLength(before + 1);
  });
});
