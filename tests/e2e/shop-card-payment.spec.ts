import { expect, test } from "@playwright/test";
import { startExtraServer, type ExtraServer } from "#tests/support/extra-server.ts";
import { expectHydrated } from "#tests/support/hydration.ts";
import { startStripeFake, type StripeFake } from "#tests/support/stripe-fake.ts";

const WEBHOOK_SECRET = "whsec_e2ecardpayment";

test.describe("card payment, with Stripe configured", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let stripe: StripeFake;
  let app: ExtraServer;

  test.beforeAll(async () => {
    stripe = await startStripeFake();
    app = await startExtraServer({
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await stripe?.close();
  });

  test("the buyer is sent to Stripe's page; the order shows paid only once Stripe's signed event arrives", async ({
    page,
  }) => {
    // Stripe's hosted page is another site: the browser's visit to it is answered here.
    await page.route("https://checkout.stripe.test/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Stripe Checkout</title><h1>Pay with card</h1>" }),
    );
    await page.goto(`${app.url}/shop/products/north-ridge-400-w-mono-panel`);
    await expectHydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to your cart")).toBeVisible();
    await page.goto(`${app.url}/shop/checkout`);

    await page.getByLabel("Full name").fill("Dana Whitfield");
    await page.getByLabel("E-mail").fill("dana@example.com");
    await page.getByLabel("Phone").fill("(530) 555-0142");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Street address").fill("2540 Hilltop Dr");
    await page.getByLabel("City").fill("Redding");
    await page.getByLabel("ZIP code").fill("96002");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
    await page.getByLabel("Pay by card (Stripe)").check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
    await expect(page.getByText("where your card is charged the total above")).toBeVisible();
    await page.getByRole("button", { name: "Place order and pay by card" }).click();

    await expect(page.getByRole("heading", { name: "Pay with card" })).toBeVisible();
    const session = [...stripe.sessions.values()].find((candidate) => page.url() === candidate.url)!;
    expect(session.success_url).toMatch(/\/shop\/order\/confirmation\/SO-[2-9A-HJ-NP-Z]{10}$/);

    // Back from Stripe before its event: the page does not take the browser's word for the payment.
    await page.goto(session.success_url);
    await expect(page.getByText("Awaiting payment confirmation").first()).toBeVisible();
    await expect(page.getByText("We are waiting for Stripe to confirm your card payment")).toBeVisible();

    const delivery = stripe.event("checkout.session.completed", stripe.pay(session.id), WEBHOOK_SECRET);
    const webhook = await fetch(`${app.url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": delivery.signature },
      body: delivery.body,
    });
    expect(webhook.status).toBe(200);

    await page.reload();
    await expect(page.getByText("Pay by card (Stripe) · Paid")).toBeVisible();
    await expect(page.getByText("Your card payment was received through Stripe")).toBeVisible();
  });
});
