import type { Browser, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e-fixtures.ts";
import { waitForMail } from "#tests/support/e2e-mailbox.ts";
import { newClient, registerClient } from "#tests/support/e2e-users.ts";
import { uniqueEmail } from "#tests/support/lead-form-helpers.ts";

const PERMIT_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const BILL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const CLIENT_PASSWORD = "Sunny-Roof-2026";

/** A won lead made through the public API and the pipeline's: its id. */
async function wonLead(page: Page, name: string, email: string): Promise<string> {
  const submitted = await page.request.post("/api/solar-form", {
    data: {
      customerName: name,
      email,
      phone: "(530) 555-0142",
      address: "88 Sunrise Ct, Redding, CA 96003",
      propertyType: "Residential",
      serviceNeeded: "New Solar Installation",
      website: "",
      startedAt: Date.now() - 30_000,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const leads = await page.request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`);
  const leadId = ((await leads.json()) as { items: { id: string }[] }).items[0]!.id;
  const won = await page.request.post(`/api/admin/leads/${leadId}/status`, { data: { status: "won" } });
  expect(won.status()).toBe(200);
  return leadId;
}

/** A second administrator to manage the project: registered as a client, then made an admin. Their full name. */
async function secondAdmin(page: Page, browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const user = await registerClient(context.request, { ...newClient("Priya"), lastName: "Shah" });
  await context.close();
  const users = await page.request.get(`/api/admin/users?search=${user.username}`);
  const userId = ((await users.json()) as { users: { id: string }[] }).users[0]!.id;
  const promoted = await page.request.post(`/api/admin/users/${userId}/role`, { data: { userType: "admin" } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return `${user.firstName} ${user.lastName}`;
}

async function saveStage(page: Page, stage: string, change: { state: string; waitingOn?: string; tell?: boolean }) {
  const stages = page.getByRole("region", { name: "Stages" });
  const form = stages.locator("details").filter({ hasText: stage });
  await form.locator("summary").click();
  await form.getByLabel("State").selectOption(change.state);
  if (change.waitingOn) await form.getByLabel("Waiting on").selectOption(change.waitingOn);
  if (change.tell) await form.getByLabel("Tell the client by e-mail").check();
  await form.getByRole("button", { name: `Save ${stage}` }).click();
  await expect(stages.getByRole("listitem").filter({ hasText: stage }).first()).toContainText(
    change.state === "done" ? "Done" : "In progress",
  );
}

test.describe("client portal", () => {
  test("staff convert a won lead and work the project; the client accepts the invitation and answers", async ({
    page,
    browser,
    adminStorageState,
  }) => {
    test.setTimeout(240_000);
    const name = `Portal ${Date.now().toString(36)}`;
    const email = uniqueEmail("portal");
    await page.context().addCookies(adminStorageState.cookies);
    const leadId = await wonLead(page, name, email);
    const manager = await secondAdmin(page, browser);

    // Staff convert the won lead with another admin as its manager: the client has no account, so an invitation is
    // mailed.
    await page.goto(`/admin-crm/leads/${leadId}`);
    const convert = page.getByRole("region", { name: "Convert to project" });
    await convert.getByLabel("Project title").fill("Rooftop solar and battery");
    await convert.getByLabel("Project manager").selectOption({ label: manager });
    await convert.getByRole("button", { name: "Convert to project" }).click();
    await page.getByRole("region", { name: "Project" }).getByRole("link", { name: "Open the project" }).click();
    await expect(page.getByRole("heading", { name: "Rooftop solar and battery", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Project", exact: true })).toContainText(`Project manager${manager}`);
    const projectUrl = page.url();

    // Two stages move; the second waits on the client, who is told.
    await saveStage(page, "Consultation", { state: "done" });
    await saveStage(page, "Site survey", { state: "current", waitingOn: "client", tell: true });

    // A permit PDF and a request for the utility bill.
    const documents = page.getByRole("region", { name: "Documents" });
    await documents
      .getByLabel("File")
      .setInputFiles({ name: "permit.pdf", mimeType: "application/pdf", buffer: PERMIT_PDF });
    await documents.getByLabel("Category").selectOption("permit");
    await documents.getByRole("button", { name: "Upload" }).click();
    await expect(documents.getByRole("link", { name: "permit.pdf", exact: true })).toBeVisible();
    const items = page.getByRole("region", { name: "Action items" });
    await items.getByLabel("What the client should do").fill("Upload a recent utility bill");
    await items.getByRole("button", { name: "Ask the client" }).click();
    await expect(items.getByText("Upload a recent utility bill")).toBeVisible();
    const thread = page.getByRole("region", { name: "Messages" });
    await thread.getByLabel("Your message").fill("Welcome! Please send us your latest bill.");
    await thread.getByRole("button", { name: "Send message" }).click();
    await expect(thread.getByText("Welcome! Please send us your latest bill.")).toBeVisible();

    // The stage staff marked "tell the client" was mailed, with a link to the project.
    const stageMail = await waitForMail(
      (mail) => mail.to.includes(email) && mail.subject === "Site survey: under way: Rooftop solar and battery",
    );
    expect(stageMail.text).toContain(`Waiting on: You.`);
    expect(stageMail.text).toContain(
      new URL(projectUrl).pathname.replace("/admin-crm/projects/", "/dashboard/projects/"),
    );
    // The client accepts the invitation: a welcome naming the project, then their project, signed in.
    const invitation = await waitForMail((mail) => mail.to.includes(email) && mail.subject.includes("project portal"));
    const link = invitation.text.match(/http\S+\/reset-password\?token=[\w-]+/)![0];
    const client = await (await browser.newContext()).newPage();
    await client.goto(link);
    await expect(client).toHaveTitle(/^Set your password \|/);
    await expect(client.getByRole("heading", { name: "Welcome to your client portal", level: 1 })).toBeVisible();
    await expect(client.getByText('Your project "Rooftop solar and battery" is waiting for you')).toBeVisible();
    await client.getByLabel(/^Password/).fill(CLIENT_PASSWORD);
    await client.getByLabel("Confirm Password").fill(CLIENT_PASSWORD);
    await client.getByRole("button", { name: "Set your password" }).click();
    await expect(client).toHaveURL(/\/dashboard\/projects\/[\w-]+$/);
    await expect(client.getByRole("heading", { name: "Rooftop solar and battery", level: 1 })).toBeVisible();
    await expect(client.getByRole("region", { name: "Messages with our team" })).toContainText(
      "Welcome! Please send us your latest bill.",
    );
    await client.goto("/client-dashboard");

    // The tracker: the consultation done, the site survey in progress and waiting on the client.
    const card = client.getByRole("article", { name: "Rooftop solar and battery" });
    const tracker = card.getByRole("list", { name: "Project stages" });
    await expect(tracker.getByRole("listitem").first()).toContainText("Consultation · Done");
    await expect(tracker.locator('[aria-current="step"]')).toContainText("Site survey · In progress");
    await expect(card).toContainText("Waiting on: You");
    // The project page they landed on showed staff's message, so nothing is unread.
    await expect(card).not.toContainText("unread message");
    await expect(card).toContainText("Upload a recent utility bill");
    await expect(card).toContainText(manager);

    // The project page: the permit downloads, the bill upload completes the action item, the client answers.
    await card.getByRole("link", { name: "Rooftop solar and battery" }).click();
    const download = client.waitForEvent("download");
    await client.getByRole("link", { name: "permit.pdf", exact: true }).click();
    expect((await download).suggestedFilename()).toBe("permit.pdf");
    await expect(client.getByRole("link", { name: "View permit.pdf in a new tab" })).toHaveAttribute(
      "href",
      /\/documents\/[\w-]+\/view$/,
    );
    const todo = client.getByRole("region", { name: "Your to-do list" });
    await todo.getByLabel("File").setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: BILL_PNG });
    await todo.getByRole("button", { name: "Upload and complete" }).click();
    await expect(todo.getByText(/^Done /)).toBeVisible();
    await expect(
      client.getByRole("region", { name: "Documents" }).getByRole("link", { name: "bill.png", exact: true }),
    ).toBeVisible();
    const clientThread = client.getByRole("region", { name: "Messages with our team" });
    await expect(clientThread).toContainText("Welcome! Please send us your latest bill.");
    await clientThread.getByLabel("Your message").fill("Done, the bill is uploaded.");
    await clientThread.getByRole("button", { name: "Send message" }).click();
    await expect(clientThread.getByText("Done, the bill is uploaded.")).toBeVisible();

    // Staff see the unread count in their header and on the leads dashboard's card, and the reply.
    await page.goto("/admin-crm");
    await expect(page.getByRole("link", { name: /unread message/ })).toBeVisible();
    const unread = page.getByRole("region", { name: /^Unread messages/ });
    await unread.getByRole("link", { name: "Rooftop solar and battery" }).click();
    await expect(page).toHaveURL(projectUrl);
    await expect(page.getByRole("region", { name: "Messages" })).toContainText("Done, the bill is uploaded.");
    await expect(page.getByRole("region", { name: "Action items" })).toContainText("Done");

    // Staff hand the project to another manager; the client sees the new name and an update saying so.
    const details = page.getByRole("region", { name: "Project", exact: true }).locator("details");
    await details.locator("summary").click();
    const me = await details
      .getByLabel("Project manager")
      .locator("option", { hasText: "Avery" })
      .first()
      .textContent();
    await details.getByLabel("Project manager").selectOption({ label: me! });
    await details.getByRole("button", { name: "Save project" }).click();
    await expect(page.getByRole("region", { name: "Project", exact: true })).toContainText(`Project manager${me}`);
    await client.goto("/client-dashboard");
    await expect(card).toContainText(me!);
    await expect(card).toContainText(`Your project manager is now ${me}.`);
  });
});
