import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { everyWrite } from "#tests/support/every-write.ts";
import { createFuzzWorld, fixtures, type FuzzWorld, type ValidShape } from "#tests/support/fuzz-fixtures.ts";
import { fillPath, overlay } from "#tests/support/fuzz-valid-requests.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { validValue } from "#tests/support/valid-value.ts";
import { auditActionOf, type Write } from "./write.server.ts";

/** The address the requests come from, through one trusted proxy. */
const CLIENT_ADDRESS = "203.0.113.9";

let world: FuzzWorld;

/** The app listening on a free port (the fuzz fixtures make their records through it); no pages needed. */
beforeAll(async () => {
  const testApp = await createTestApp({
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT_PER_HOUR: "100000",
    BOOKING_RATE_LIMIT_PER_HOUR: "100000",
    ORDER_RATE_LIMIT_PER_HOUR: "100000",
  });
  const server = http.createServer(testApp.app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await testApp.close();
  };
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  world = await createFuzzWorld({ testApp, baseUrl, close });
}, 120_000);
afterAll(() => world?.server.close());

const auditIds = async () =>
  new Set((await world.server.testApp.services.db.select({ id: auditEvents.id }).from(auditEvents)).map((r) => r.id));

/**
 * A valid request of the write, made ready as its fuzz fixture says (tests/support/fuzz-fixtures.ts), which may make
 * records first: by an administrator, or a client for a client's own write.
 */
async function prepare(write: Write, body: Record<string, unknown> = {}) {
  const shape: ValidShape = (await fixtures[`${write.method ?? "post"} ${write.path}`]?.(world)) ?? {};
  const identity = shape.identity ?? (write.access === "signedIn" ? "client" : "admin");
  const userId = shape.userId ?? (identity === "admin" ? world.admin.id : world.client.id);
  const path = fillPath(write.path, shape.params ?? {}, (name) => {
    throw new Error(`no fixture names ${name} of ${write.path}`);
  });
  const send = async () =>
    fetch(`${world.server.baseUrl}${path}`, {
      method: (write.method ?? "post").toUpperCase(),
      headers: {
        Cookie: await signedInCookie(world.server.testApp, userId),
        "Content-Type": "application/json",
        "Idempotency-Key": randomUUID(),
        "X-Forwarded-For": CLIENT_ADDRESS,
      },
      body: JSON.stringify(overlay(validValue(write.schema), { ...shape.body, ...body })),
    });
  return { send, userId, role: identity === "admin" ? "admin" : "client" };
}

describe("the audit trail of every write", () => {
  it.each(everyWrite.map((write) => [`${write.intent} (${write.path})`, write] as const))(
    "%s leaves exactly one audit row naming who, what and from where",
    async (_name, write) => {
      const { send, userId, role } = await prepare(write);
      const before = await auditIds();
      const res = await send();
      expect(res.status, await res.text()).toBeLessThan(300);
      const added = (await world.server.testApp.services.db.select().from(auditEvents)).filter(
        (row) => !before.has(row.id),
      );
      expect(added).toEqual([
        expect.objectContaining({
          actorId: userId,
          actorRole: role,
          action: auditActionOf(write),
          clientAddress: CLIENT_ADDRESS,
        }),
      ]);
    },
  );

  it("keeps the record's fields before and the parsed input after (a lead's status)", async () => {
    const write = everyWrite.find((candidate) => candidate.path === "/api/admin/leads/:id/status")!;
    const { send } = await prepare(write);
    const before = await auditIds();
    expect((await send()).status).toBe(200);
    const [row] = (await world.server.testApp.services.db.select().from(auditEvents)).filter(
      (candidate) => !before.has(candidate.id),
    );
    expect(row).toMatchObject({
      action: "lead.status",
      entity: "lead",
      before: { status: "new" },
      after: { id: row!.entityId, status: "contacted", lostReason: null },
    });
  });

  /** The rows a request added to the trail. */
  const rowsAddedBy = async (send: () => Promise<Response>) => {
    const before = await auditIds();
    const res = await send();
    expect(res.status, await res.text()).toBeLessThan(300);
    return (await world.server.testApp.services.db.select().from(auditEvents)).filter((row) => !before.has(row.id));
  };
  const staffWrite = (path: string) => everyWrite.find((write) => write.path === path)!;

  it("names an invitation by the account it made", async () => {
    const email = `audited-${randomUUID()}@example.com`;
    const { send } = await prepare(staffWrite("/api/admin/staff"), { email, role: "sales" });
    const [row] = await rowsAddedBy(send);
    const [invited] = await world.server.testApp.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toMatchObject({
      action: "staff.invite",
      entity: "staff",
      entityId: invited!.id,
      before: null,
      after: { id: invited!.id, email, role: "sales" },
    });
  });

  it("keeps a staff member's role and state before a change, and the change after", async () => {
    const { send } = await prepare(staffWrite("/api/admin/staff/:id"), { role: "sales", active: false });
    const [row] = await rowsAddedBy(send);
    expect(row).toMatchObject({
      action: "staff.change",
      entity: "staff",
      before: { role: "office", active: true },
      after: { id: row!.entityId, role: "sales", active: false },
    });
  });

  it("records a re-sent invitation on its account", async () => {
    const { send } = await prepare(staffWrite("/api/admin/staff/:id/invitation"));
    const [row] = await rowsAddedBy(send);
    expect(row).toMatchObject({ action: "staff.resend-invitation", entity: "staff", after: { id: row!.entityId } });
    expect(row!.entityId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
