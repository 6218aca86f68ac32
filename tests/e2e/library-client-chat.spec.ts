import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { newClient, confirmEmailAddress, registerClient } from "#tests/support/e2e-users.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { textPdf } from "#tests/support/text-pdf.ts";
import { adminApi } from "./library-helpers.ts";

// Issue 31 §4: a client asks about a document of their own project on /document-chat.
test("a client asks about their own project's document on /document-chat, finds the conversation kept, and deletes it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(page.request, newClient("Rowan"));
  await confirmEmailAddress(page.request, client);
  const agreement = `NSE-IA-${Math.floor(100_000 + Math.random() * 899_999)}`;

  const api = await adminApi();
  const created = await api.post("/api/admin/projects", {
    data: { clientEmail: client.email, title: "Rowan solar", type: "installation", siteAddress: "7 Ridge Rd, Redding" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const uploaded = await api.post(`/api/projects/${projectId}/documents`, {
    multipart: {
      category: "contract",
      file: {
        name: "Interconnection agreement.pdf",
        mimeType: "application/pdf",
        buffer: textPdf([
          ["Interconnection agreement for the Rowan residence", `Interconnection agreement number ${agreement}.`],
          ["Roof inspection report", "The roof inspection under the array found sound decking."],
        ]),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await api.dispose();

  // The project document is read into the library by a job that runs every minute: asked as the client until then.
  await expect
    .poll(
      async () => {
        const res = await page.request.post("/api/chat", { data: { question: "interconnection agreement number" } });
        return ((await res.json()) as { answer: string }).answer;
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toContain(agreement);

  // Registering signed the page in as the client (it shares page.request's cookie).
  await page.goto("/document-chat");
  await expectHydrated(page);
  await page.getByLabel("Your question").fill("What is the interconnection agreement number on my project?");
  await page.getByRole("button", { name: "Ask" }).click();
  const answer = page.getByRole("region", { name: "Answer" });
  await expect(answer.getByRole("blockquote").first()).toContainText(agreement);
  await expect(answer.getByRole("link", { name: /^Interconnection agreement\.pdf/ }).first()).toHaveAttribute(
    "href",
    new RegExp(`^/api/projects/${projectId}/documents/[0-9a-f-]+/view#page=1$`),
  );

  const conversations = page.getByRole("navigation", { name: "Your conversations" });
  const kept = conversations.getByRole("link", { name: "What is the interconnection agreement number on my project?" });
  await expect(kept).toBeVisible();
  await kept.click();
  await expect(page).toHaveURL(/\/document-chat\?conversation=[0-9a-f-]+$/);
  await expect(page.getByRole("region", { name: "Answer" }).getByRole("blockquote").first()).toContainText(agreement);

  await conversations
    .getByRole("button", {
      name: "Delete the conversation “What is the interconnection agreement number on my project?”",
    })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete conversation" }).click();
  await expect(kept).toHaveCount(0);
});
