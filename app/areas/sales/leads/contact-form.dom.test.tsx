import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, expectToast, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { ContactForm } from "./contact-form.tsx";

const user = userEvent.setup();
const send = () => user.click(screen.getByRole("button", { name: "Send Message" }));

async function fillAndSend() {
  renderInPage(<ContactForm />);
  await user.type(field("Name"), "Sam Carter");
  await user.type(field("Email"), "sam@example.com");
  await user.type(field("Message"), "Hello");
  await send();
}

describe("the contact form", () => {
  it("checks the fields on submit, focuses the first in error, and re-checks as they change", async () => {
    const sent = answerFetch({ status: 201, body: { id: "lead-1", reference: "SR-ABC234" } });
    renderInPage(<ContactForm />);
    await send();
    await waitFor(() => expect(fieldError("Name")).toBe("Please enter your name"));
    expect(fieldError("Email")).toBe("Please enter a valid email address (e.g., name@example.com)");
    expect(fieldError("Message")).toBe("Please enter your message");
    expect(document.activeElement).toBe(field("Name"));

    await user.type(field("Phone (optional)"), "12");
    await user.type(field("Name"), "Sam");
    await waitFor(() => expect(fieldError("Name")).toBeNull());
    await send();
    await waitFor(() =>
      expect(fieldError("Phone (optional)")).toBe("Please enter a valid phone number with at least 10 digits"),
    );
    expect(document.activeElement).toBe(field("Email"));
    expect(sent).toEqual([]);
  });

  it("shows the server's message and keeps the message when sending fails", async () => {
    answerFetch({ status: 429, body: { message: "Too many requests. Please try again in an hour or call us." } });
    await fillAndSend();
    await expectToast("Error", "Too many requests. Please try again in an hour or call us.");
    expect(field("Message")).toHaveProperty("value", "Hello");
  });

  it("says 'Failed to send your message. Please try again.' with the network down, keeping the fill", async () => {
    answerFetch("network down");
    await fillAndSend();
    await expectToast("Error", "Failed to send your message. Please try again.");
    expect(field("Name")).toHaveProperty("value", "Sam Carter");
  });
});
