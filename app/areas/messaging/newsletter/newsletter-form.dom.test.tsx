import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, expectToast, renderInPage } from "#tests/support/dom.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

async function subscribe(email: string) {
  renderInPage(<NewsletterForm />);
  const input = screen.getByLabelText("Email address");
  if (email) await userEvent.type(input, email);
  await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  return input;
}

describe("the newsletter form", () => {
  it("is an e-mail field the browser requires, so an empty address sends nothing", async () => {
    const sent = answerFetch({ status: 200, body: { success: true } });
    const input = await subscribe("");
    expect(input).toHaveProperty("type", "email");
    expect(input).toHaveProperty("required", true);
    expect(sent).toEqual([]);
  });

  it("is held back by the browser's e-mail check, so a malformed address sends nothing", async () => {
    const sent = answerFetch({ status: 200, body: { success: true } });
    await subscribe("not-an-address");
    expect(sent).toEqual([]);
  });

  it("thanks the subscriber with 'Successfully subscribed!' and clears the field", async () => {
    const sent = answerFetch({ status: 201, body: { success: true } });
    const input = await subscribe("reader@example.com");
    await expectToast("Successfully subscribed!", "Thank you for subscribing to our newsletter.");
    expect(input).toHaveProperty("value", "");
    expect(sent).toEqual([
      { url: "/api/newsletter/subscribe", body: { email: "reader@example.com", source: "newsletter_form" } },
    ]);
  });

  it("shows the server's message under 'Subscription failed' and keeps the address", async () => {
    answerFetch({ status: 429, body: { message: "Too many sign-ups from this address, try again in an hour" } });
    const input = await subscribe("reader@example.com");
    await expectToast("Subscription failed", "Too many sign-ups from this address, try again in an hour");
    expect(input).toHaveProperty("value", "reader@example.com");
  });

  it("says 'Please try again later.' when the failed answer has no message", async () => {
    answerFetch({ status: 502, body: "" });
    await subscribe("reader@example.com");
    await expectToast("Subscription failed", "Please try again later.");
  });

  it("says 'Error' / 'Failed to subscribe. Please try again.' with the network down, keeping the address", async () => {
    answerFetch("network down");
    const input = await subscribe("reader@example.com");
    await expectToast("Error", "Failed to subscribe. Please try again.");
    expect(input).toHaveProperty("value", "reader@example.com");
  });
});
