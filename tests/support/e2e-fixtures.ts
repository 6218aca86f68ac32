import { request, test as base } from "@playwright/test";
import { e2eBaseUrl } from "./e2e-env.ts";
import { signInAsAdmin } from "./e2e-users.ts";

export type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>["storageState"]>>;

/**
 * Playwright's test with the administrator's cookies, signed in once per worker through the login API (decision
 * 0102): `test.use({ storageState: ({ adminStorageState }, use) => use(adminStorageState) })` opens every page of a
 * describe signed in. A test that signs out must sign in on its own, or it would end the worker's shared session.
 */
export const test = base.extend<object, { adminStorageState: StorageState }>({
  adminStorageState: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const admin = await request.newContext({ baseURL: e2eBaseUrl });
      await signInAsAdmin(admin);
      await use(await admin.storageState());
      await admin.dispose();
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
