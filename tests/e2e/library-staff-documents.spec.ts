import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { uniqueWord } from "./library-helpers.ts";

/** The assistant's answer to `question`, through the API the pages use. */
async function answerTo(page: Page, question: string): Promise<string> {
  const res = await page.request.post("/api/chat", { data: { question } });
  return ((await res.json()) as { answer: string }).answer;
}

// Issue 31 §4: staff upload, replace and delete a document on /rag-documents.
test("staff add, replace and delete a library document on /rag-documents, and the assistant follows", async ({
  page,
  adminStorageState,
}) => {
  await page.context().addCookies(adminStorageState.cookies);
  const brand = uniqueWord("Gridmate");
  const title = `${brand} cleaning guide`;
  await page.goto("/rag-documents");
  await expectHydrated(page);
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add a document" }) });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("manual");
  await form.getByLabel("Who may read it").selectOption("public");
  await form.getByLabel("File").setInputFiles({
    name: "cleaning.md",
    mimeType: "text/markdown",
    buffer: Buffer.from(`# Cleaning\n\nRinse the ${brand} panels with a soft brush every spring.\n`),
  });
  await form.getByRole("button", { name: "Add document" }).click();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("version 1");
  expect(await answerTo(page, `how do I clean ${brand} panels`)).toContain("soft brush every spring");

  await row.getByLabel(`New version of ${title}`).setInputFiles({
    name: "cleaning-v2.md",
    mimeType: "text/markdown",
    buffer: Buffer.from(`# Cleaning\n\nWash the ${brand} panels with plain water every autumn.\n`),
  });
  await row.getByRole("button", { name: "Replace" }).click();
  await expect(row).toContainText("version 2");
  const replaced = await answerTo(page, `how do I clean ${brand} panels`);
  expect(replaced).toContain("plain water every autumn");
  expect(replaced).not.toContain("soft brush");

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  expect(await answerTo(page, `how do I clean ${brand} panels`)).toBe("I could not find that in our documents.");
});
