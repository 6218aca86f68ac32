import { readdirSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import type { SessionUser } from "#server/http/access.ts";
import { everyWrite } from "#tests/support/every-write.ts";
import { runWriteAction, type Write } from "./write.server.ts";
import { z } from "./zod.ts";

const writes = everyWrite;

let testApp: TestApp;
/** A client for the writes any signed-in user makes, an administrator (who holds every permission) for the rest. */
const callers = {} as Record<"client" | "admin", { user: SessionUser; cookie: string }>;

beforeAll(async () => {
  testApp = await createTestApp();
  for (const userType of ["admin", "client"] as const) {
    const user = sessionUserOf(await createTestUser(testApp, { userType }));
    callers[userType] = { user, cookie: await signedInCookie(testApp, user.id) };
  }
});
afterAll(() => testApp.close());

/** An id of the right form that names no record, so a write gets past its id to its input. */
const unknownId = (write: Write, param: string) =>
  write.serialId && param === (write.idParam ?? "id") ? "987654" : randomUUID();

/** The two bad inputs posted through both doors: nothing at all, and every field far too long. */
function badInputs(write: Write): Record<string, string>[] {
  const fields = write.schema instanceof z.ZodObject ? Object.keys(write.schema.shape) : [];
  return [{}, Object.fromEntries(fields.map((field) => [field, "x".repeat(5_000)]))];
}

async function throughBothDoors(write: Write, input: Record<string, string>) {
  const { user, cookie } = callers[write.access === "signedIn" ? "client" : "admin"];
  const params: Record<string, string> = {};
  for (const [, name] of write.path.matchAll(/:(\w+)/g)) params[name!] = unknownId(write, name!);
  const path = write.path.replace(/:(\w+)/g, (_, name: string) => params[name]!);
  const api = await request(testApp.app)[write.method ?? "post"](path).set("Cookie", cookie).send(input);

  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.set(key, value);
  form.set("intent", write.intent);
  if (write.idField) form.set(write.idField, params[write.idParam ?? "id"]!);
  const page = await runWriteAction(
    [write],
    { services: testApp.services, user, clientAddress: "203.0.113.7" },
    params,
    form,
  );
  return {
    api: { status: api.status, message: api.body.message, errors: api.body.errors },
    page: { status: page.init?.status ?? 200, message: page.data.message, errors: page.data.errors },
  };
}

describe("every write's two doors", () => {
  it("lists every write declared in app/", () => {
    const declared = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".server.ts"))
      .map((file) => readFileSync(`app/${file}`, "utf8").match(/defineWrite\(\{/g)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(writes).toHaveLength(declared);
    expect(new Set(writes.map((write) => write.path)).size).toBe(writes.length);
  });

  // A write that names no record and takes no input (a new feed address) has no bad input to answer.
  const refusable = writes.filter((write) => write.path.includes(":") || !write.schema.safeParse({}).success);

  it.each(refusable.map((write) => [`${write.intent} (${write.path})`, write] as const))(
    "%s answers the same bad input with the same status, message and field errors",
    async (_name, write) => {
      for (const input of badInputs(write)) {
        const { api, page } = await throughBothDoors(write, input);
        expect(api.status).toBeGreaterThanOrEqual(400);
        expect(api.status).toBeLessThan(500);
        expect(page).toEqual(api);
      }
    },
  );
});
