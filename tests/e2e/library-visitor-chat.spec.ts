import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { addLibraryDocument, adminApi, uniqueWord } from "./library-helpers.ts";

// Issue 31 §4: a visitor asks a warranty question on /chat and opens the cited page.
test("a visitor asks a warranty question on /chat and opens the document the answer quotes", async ({
  page,
  context,
}) => {
  const brand = uniqueWord("Sunvault");
  const quote = `Every ${brand} battery is covered for 12 years or 10,000 cycles, whichever comes first.`;
  const api = await adminApi();
  await addLibraryDocument(api, {
    title: `${brand} warranty guide`,
    audience: "public",
    markdown: `# ${brand} warranty guide\n\n## Battery warranty\n\n${quote}\n\n## Panels\n\nPanels are covered for 25 years.\n`,
  });
  await api.dispose();

  await page.goto("/chat");
  await expectHydrated(page);
  await page.getByLabel("Your question").fill(`How long is the ${brand} battery warranty?`);
  await page.getByRole("button", { name: "Ask" }).click();
  const answer = page.getByRole("region", { name: "Answer" });
  await expect(answer.getByRole("blockquote").first()).toHaveText(quote);
  const cited = answer.getByRole("link", { name: `${brand} warranty guide — Battery warranty` });

  const opened = context.waitForEvent("page");
  await cited.click();
  const documentPage = await opened;
  await documentPage.waitForLoadState();
  expect(new URL(documentPage.url()).pathname).toMatch(/^\/api\/documents\/[0-9a-f-]+\/view$/);
  await expect(documentPage.locator("body")).toContainText(quote);
});
