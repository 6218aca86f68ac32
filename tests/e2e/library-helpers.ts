import { randomUUID } from "node:crypto";
import { request, type APIRequestContext } from "@playwright/test";
import { expect } from "#tests/support/e2e-fixtures.ts";
import { e2eBaseUrl } from "#tests/support/e2e-env.ts";
import { signInAsAdmin } from "#tests/support/e2e-users.ts";

/** A word of this run's own, so a spec's documents and questions match nothing another spec added. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 6)}`;

/** The administrator's API, signed in, for the records a journey starts from. */
export async function adminApi(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: e2eBaseUrl });
  await signInAsAdmin(admin);
  return admin;
}

/** A library document added through POST /api/documents as the office adds one: its id. */
export async function addLibraryDocument(
  api: APIRequestContext,
  document: { title: string; audience: "public" | "clients" | "staff"; markdown: string },
): Promise<string> {
  const res = await api.post("/api/documents", {
    multipart: {
      title: document.title,
      category: "warranty",
      audience: document.audience,
      file: { name: "guide.md", mimeType: "text/markdown", buffer: Buffer.from(document.markdown) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
