import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { insertLead } from "#tests/support/leads.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import type { SessionUser } from "#server/http/access.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { ownedBy, type StaffView } from "./owner-scope.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sessionUser = async (userType: SessionUser["userType"]) =>
  sessionUserOf(await createTestUser(testApp, { userType }));

describe("ownedBy", () => {
  it("finds a client's own record by id, and another client's id as if it did not exist", async () => {
    const [client, otherClient, admin] = [
      await sessionUser("client"),
      await sessionUser("client"),
      await sessionUser("admin"),
    ];
    const mine = await insertLead(testApp.services.db, { userId: client.id });
    const theirs = await insertLead(testApp.services.db, { userId: otherClient.id });
    const find = (user: SessionUser, id: string, view?: "own" | StaffView) =>
      testApp.services.db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.id, id), ownedBy(user, leads.userId, view)));

    expect(await find(client, mine.id)).toEqual([{ id: mine.id }]);
    expect(await find(client, theirs.id)).toEqual([]);
    // Asking for the staff view changes nothing for a client.
    expect(await find(client, theirs.id, { entity: "order" })).toEqual([]);
    expect(await find(admin, theirs.id, { entity: "order" })).toEqual([{ id: theirs.id }]);
    // An admin's own view is their own records, like anyone's.
    expect(await find(admin, theirs.id)).toEqual([]);
  });
});
