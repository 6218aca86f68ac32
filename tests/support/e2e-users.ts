import { randomBytes } from "node:crypto";
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import type { StaffRole } from "#app/lib/permissions.ts";
import { waitForMail } from "./e2e-mailbox.ts";
import { expectHydrated } from "./hydration.ts";
import { e2eAdmin, e2eBaseUrl } from "./e2e-env.ts";

export interface E2eUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A fresh client's details, unique per call so specs can run in parallel. */
export function newClient(firstName = "Dana"): E2eUser {
  const id = randomBytes(4).toString("hex");
  return {
    username: `client_${id}`,
    password: "Solar-Panel-42",
    firstName,
    lastName: "Rivera",
    email: `client.${id}@example.com`,
  };
}

/**
 * Registers through the real API. With `page.request` the browser shares the
 * cookie, so the page is then signed in as that client.
 */
export async function registerClient(request: APIRequestContext, user: E2eUser = newClient()): Promise<E2eUser> {
  const res = await request.post("/api/register", { data: { ...user, confirmPassword: user.password } });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Opens the confirmation link mailed at registration, as the client would: a project goes to a confirmed address only. */
export async function confirmEmailAddress(request: APIRequestContext, user: Pick<E2eUser, "email">): Promise<void> {
  const mail = await waitForMail((m) => m.to.includes(user.email) && m.subject.startsWith("Confirm your e-mail"));
  const res = await request.get(mail.text.match(/http\S+\/verify-email\?token=[\w-]+/)![0]);
  expect(res.status(), await res.text()).toBe(200);
}

export async function signInThroughApi(request: APIRequestContext, user: Pick<E2eUser, "username" | "password">) {
  const res = await request.post("/api/login", { data: { username: user.username, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

export const signInAsAdmin = (request: APIRequestContext) => signInThroughApi(request, e2eAdmin);

/** Signs in through the form on the page currently shown (/auth or /crm-login). */
export async function signInThroughForm(page: Page, user: Pick<E2eUser, "username" | "password">) {
  // The sign-in pages are prerendered and load their scripts after the first paint: a submit before then is the
  // form's no-JavaScript post (covered by its own spec), without the toasts these journeys look for.
  await expectHydrated(page);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A staff member of `role`: an account registered as anyone's is, then given the role by `admin` (an administrator). */
export async function newStaffMember(
  admin: APIRequestContext,
  role: StaffRole,
  firstName: string,
): Promise<E2eUser & { id: string }> {
  const visitor = await request.newContext({ baseURL: e2eBaseUrl });
  const member = await registerClient(visitor, newClient(firstName));
  await visitor.dispose();
  const found = await admin.get(`/api/admin/users?search=${member.username}`);
  const [account] = ((await found.json()) as { users: { id: string }[] }).users;
  const promoted = await admin.post(`/api/admin/users/${account!.id}/role`, { data: { userType: role } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return { ...member, id: account!.id };
}
