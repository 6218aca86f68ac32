import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answerFetch, expectToast, field, renderInPage, toastRegion } from "#tests/support/dom.tsx";
import ConsultationForm from "./consultation-form.tsx";

const user = userEvent.setup();

const step = (title: string) => screen.findByRole("group", { name: title });
const next = async (title: string) => {
  await user.click(screen.getByRole("button", { name: "Next" }));
  await step(title);
};
const previous = async (title: string) => {
  await user.click(screen.getByRole("button", { name: "Previous" }));
  await step(title);
};

/** Fills the required fields of the four steps, notes included, and stops on the last one. */
async function fillToLastStep(email = "kept@example.com") {
  renderInPage(<ConsultationForm source="consultation_modal" />);
  await user.type(field("Full Name"), "Kept Typing");
  await user.type(field("Email"), email);
  await user.type(field("Phone"), "(530) 555-0142");
  await next("Property Details");
  await user.type(field("Property Address"), "1450 Court St, Redding, CA 96001");
  await next("Service Requirements");
  await next("Additional Information");
  await user.type(field("Additional Notes"), "Two strings are dead.");
}

const submit = () => user.click(screen.getByRole("button", { name: "Submit Request" }));

async function expectTypedValuesKept() {
  expect(screen.queryByRole("heading", { name: "Thank You!" })).toBeNull();
  expect(field("Additional Notes")).toHaveProperty("value", "Two strings are dead.");
  await previous("Service Requirements");
  await previous("Property Details");
  expect(field("Property Address")).toHaveProperty("value", "1450 Court St, Redding, CA 96001");
  await previous("Contact Information");
  expect(field("Full Name")).toHaveProperty("value", "Kept Typing");
  expect(field("Email")).toHaveProperty("value", "kept@example.com");
}

describe("the consultation form when sending fails", () => {
  it("shows the server's message after a 500, enables Submit again and keeps everything typed", async () => {
    answerFetch({ status: 500, body: { message: "Database is down for maintenance" } });
    await fillToLastStep();
    await submit();
    await expectToast("Error", "Database is down for maintenance");
    expect(screen.getByRole("button", { name: "Submit Request" })).toHaveProperty("disabled", false);
    await expectTypedValuesKept();
  });

  it("falls back to 'Failed to submit form. Please try again.' when the answer has no message", async () => {
    answerFetch({ status: 502, body: "" });
    await fillToLastStep();
    await submit();
    await expectToast("Error", "Failed to submit form. Please try again.");
  });

  it("says 'Failed to submit form. Please try again.' in red with the network down, keeping the fill and its key", async () => {
    const sent = answerFetch("network down");
    await fillToLastStep();
    await submit();
    await expectToast("Error", "Failed to submit form. Please try again.");
    expect(toastRegion().querySelector("li")?.className).toContain("bg-red-700");
    await expectTypedValuesKept();

    // Back online, the same fill goes again under the same idempotency key, and is thanked.
    await next("Property Details");
    await next("Service Requirements");
    await next("Additional Information");
    const retried = answerFetch({ status: 201, body: { id: "lead-1", reference: "SR-ABC234" } });
    await submit();
    await screen.findByRole("heading", { name: "Thank You!" });
    expect(retried).toHaveLength(1);
    expect((retried[0]!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (sent[0]!.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it("shows a 400's field messages under their fields, on their step, focusing the first", async () => {
    answerFetch({
      status: 400,
      body: {
        message: "Please correct the highlighted fields.",
        errors: {
          email: "Please enter a valid email address (e.g., name@example.com)",
          address: "Please enter your complete address",
        },
      },
    });
    await fillToLastStep();
    await submit();
    await expectToast("Error", "Please correct the highlighted fields.");
    await step("Contact Information");
    await waitFor(() => expect(document.activeElement).toBe(field("Email")));
    screen.getByText("Please enter a valid email address (e.g., name@example.com)");
    await next("Property Details");
    screen.getByText("Please enter your complete address");
  });

  it("ignores a failed newsletter subscription after a successful request", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const sent = answerFetch((url) =>
      url === "/api/solar-form"
        ? { status: 201, body: { id: "lead-1", reference: "SR-ABC234" } }
        : { status: 500, body: { success: false, message: "Down" } },
    );
    await fillToLastStep();
    await user.click(screen.getByLabelText("Subscribe to our newsletter for solar tips and updates"));
    await submit();
    await screen.findByRole("heading", { name: "Thank You!" });
    await expectToast("Success!", "Your solar consultation request has been submitted. We'll contact you soon!");
    await waitFor(() => expect(sent.map((request) => request.url)).toContain("/api/newsletter/subscribe"));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        "Newsletter subscription after the consultation request failed",
        expect.anything(),
      ),
    );
    expect(screen.queryByText("Subscription failed")).toBeNull();
  });
});
