import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, expectToast, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { RegisterForm } from "./register-form.tsx";

const user = userEvent.setup();

function renderRegister() {
  renderInPage(<RegisterForm redirectTo="/client-dashboard" result={null} />, { otherPages: ["/client-dashboard"] });
}

async function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value!);
}

const submit = () => user.click(screen.getByRole("button", { name: "Create Account" }));

describe("the registration form", () => {
  it("names every bad field with the SPEC messages, focusing the first and keeping what was typed", async () => {
    const sent = answerFetch({ status: 201, body: {} });
    renderRegister();
    await fill({
      "First Name": "D",
      Email: "not-an-email",
      Username: "a-b",
      Password: "lowercase1",
      "Confirm Password": "lowercase2",
      "Phone (optional)": "call me",
    });
    await submit();
    const expected = {
      "First Name": "First name must be at least 2 characters",
      "Last Name": "Please enter your last name",
      Email: "Please enter a valid email address (e.g., name@example.com)",
      Username: "Username can only contain letters, numbers, and underscores",
      Password: "Password must contain at least one uppercase letter",
      "Confirm Password": "Passwords don't match. Please make sure both passwords are identical",
      "Phone (optional)": "Phone number can only contain numbers, spaces, and symbols like () - +",
    };
    await waitFor(() => expect(fieldError("First Name")).not.toBeNull());
    for (const [label, message] of Object.entries(expected)) expect(fieldError(label), label).toBe(message);
    expect(document.activeElement).toBe(field("First Name"));
    expect(field("Email")).toHaveProperty("value", "not-an-email");
    expect(sent).toEqual([]);
  });

  it("shows a taken username under its field with the 'Registration Failed' toast, staying on the form", async () => {
    answerFetch({
      status: 409,
      body: { message: "That username is already taken", errors: { username: "That username is already taken" } },
    });
    renderRegister();
    await fill({
      "First Name": "Sam",
      "Last Name": "Taken",
      Email: "sam.taken@example.com",
      Username: "DANA_R",
      Password: "Solar-Panel-42",
      "Confirm Password": "Solar-Panel-42",
    });
    await submit();
    await expectToast("Registration Failed", "Unable to create your account");
    await waitFor(() => expect(fieldError("Username")).toBe("That username is already taken"));
    expect(screen.queryByRole("heading", { name: "/client-dashboard" })).toBeNull();
  });
});
