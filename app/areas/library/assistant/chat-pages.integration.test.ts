import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDocument, storeFileBytes } from "#app/areas/library/documents/library.server.ts";
import { htmlDocument } from "#tests/support/html-document.ts";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";

/** The chat pages as a browser without JavaScript uses them: the form posts to the page, which answers whole. */
let server: PageServer;
let alice: string;
let bob: string;

beforeAll(async () => {
  server = await startPageServer();
  const { db } = server.testApp.services;
  const file = await storeFileBytes(
    db,
    "warranty.md",
    Buffer.from(
      "# Inverter warranty\n\nThe inverter is covered for 25 years from the day the system is switched on.\n",
    ),
  );
  await addDocument(db, null, file, {
    title: "Warranty guide",
    category: "warranty",
    audience: "public",
    effectiveOn: null,
  });
  alice = await signedInCookie(server.testApp, (await createTestUser(server.testApp, { userType: "client" })).id);
  bob = await signedInCookie(server.testApp, (await createTestUser(server.testApp, { userType: "client" })).id);
  // The first request compiles the page's modules: paid here, not by a test.
  await sendPage(server, "/chat", "");
}, 180_000);
afterAll(() => server?.close());

async function post(path: string, cookie: string, form: Record<string, string>) {
  const { status, text } = await sendPage(server, path, cookie, form);
  return { status, document: htmlDocument(text) };
}

const quotes = (document: Document) =>
  Array.from(document.querySelectorAll("blockquote")).map((quote) => quote.textContent);

describe("asking without JavaScript", () => {
  it("answers a visitor's question on /chat with the quote and its link", async () => {
    const { status, document } = await post("/chat", "", {
      intent: "ask",
      question: "How long is the inverter warranty?",
    });
    expect(status).toBe(200);
    expect(quotes(document)).toEqual(["The inverter is covered for 25 years from the day the system is switched on."]);
    const link = Array.from(document.querySelectorAll("a")).find((a) => a.textContent?.startsWith("Warranty guide"));
    expect(link?.getAttribute("href")).toMatch(/^\/api\/documents\/[0-9a-f-]+\/view#:~:text=The%20inverter/);
  });

  it("keeps a question too long, with the message under it", async () => {
    const question = "why ".repeat(130).trim();
    const { status, document } = await post("/chat", "", { intent: "ask", question });
    expect(status).toBe(400);
    expect(document.querySelector("textarea[name=question]")?.textContent).toBe(question);
    expect(Array.from(document.querySelectorAll('[role="alert"]')).map((alert) => alert.textContent)).toContain(
      "Must be at most 500 characters",
    );
  });

  it("keeps a signed-in person's question on /document-chat, listed and shown again for them alone", async () => {
    const asked = await post("/document-chat", alice, { intent: "ask", question: "inverter warranty years" });
    expect(asked.status).toBe(200);
    const conversationId = asked.document.querySelector<HTMLInputElement>("input[name=conversationId]")!.value;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const { text } = await sendPage(server, `/document-chat?conversation=${conversationId}`, alice);
    const page = htmlDocument(text);
    expect(page.querySelector("nav[aria-labelledby=conversations-heading] a[aria-current=page]")?.textContent).toBe(
      "inverter warranty years",
    );
    expect(quotes(page)).toEqual(["The inverter is covered for 25 years from the day the system is switched on."]);
    expect((await sendPage(server, `/document-chat?conversation=${conversationId}`, bob)).status).toBe(404);
    const other = await post("/document-chat", bob, { intent: "ask", question: "inverter", conversationId });
    expect(other.status).toBe(404);
  });
});
