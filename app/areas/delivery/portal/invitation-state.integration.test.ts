import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "#app/areas/identity/tables.server.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { invitationPending, invitedAccount } from "./invitation-state.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const link = (userId: string, purpose: "invitation" | "reset", usedAt: Date | null = null) =>
  testApp.services.db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: `hash-${Math.random()}`, expiresAt: new Date(Date.now() + 60_000), purpose, usedAt });

/** Read as a query of the account alone reads them (a client named by e-mail), not through a join. */
const stateOf = async (userId: string) => {
  const [row] = await testApp.services.db
    .select({ invited: invitedAccount(users.id), pending: invitationPending(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

describe("an account's invitation state, read from the account alone", () => {
  it("is invited and pending while its invitation link is unspent", async () => {
    const invited = await createTestUser(testApp);
    await link(invited.id, "invitation");
    expect(await stateOf(invited.id)).toEqual({ invited: true, pending: true });
  });

  it("is invited but no longer pending once a link of its set the password", async () => {
    const accepted = await createTestUser(testApp);
    await link(accepted.id, "invitation");
    await link(accepted.id, "reset", new Date());
    expect(await stateOf(accepted.id)).toEqual({ invited: true, pending: false });
  });

  it("is neither for an account that registered itself, even with a reset link", async () => {
    const registered = await createTestUser(testApp);
    await link(registered.id, "reset");
    expect(await stateOf(registered.id)).toEqual({ invited: false, pending: false });
  });
});
