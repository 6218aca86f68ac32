import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { ADDRESS_MESSAGE } from "./booking-schema.ts";
import { DetailsForm, type DetailsFormProps } from "./details-form.tsx";

const user = userEvent.setup();
const book = () => user.click(screen.getByRole("button", { name: "Book appointment" }));

function renderForm(props: Partial<DetailsFormProps> = {}) {
  const onSubmit = vi.fn();
  let answer: (next: Partial<DetailsFormProps>) => void = () => undefined;
  // The booking page holds the server's answer and hands it to the form.
  function Page() {
    const [fromServer, setFromServer] = useState<Partial<DetailsFormProps>>({});
    answer = setFromServer;
    const all = { onSite: true, submitting: false, serverErrors: {}, serverMessage: null, onSubmit, ...props };
    return <DetailsForm {...all} {...fromServer} />;
  }
  renderInPage(<Page />);
  return { onSubmit, answer: (next: Partial<DetailsFormProps>) => act(() => answer(next)) };
}

describe("the booking details form", () => {
  it("checks every field on submit, the address only for a site visit, and focuses the first in error", async () => {
    const { onSubmit } = renderForm();
    await book();
    await waitFor(() => expect(fieldError("Full Name")).not.toBeNull());
    expect(fieldError("Email")).not.toBeNull();
    expect(fieldError("Phone")).not.toBeNull();
    expect(fieldError("Address of the visit")).toBe(ADDRESS_MESSAGE);
    expect(document.activeElement).toBe(field("Full Name"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the details as typed once they pass", async () => {
    const { onSubmit } = renderForm({ onSite: false });
    await user.type(field("Full Name"), "Sam Carter");
    await user.type(field("Email"), "sam@example.com");
    await user.type(field("Phone"), "(530) 555-0142");
    await user.type(field("Notes"), "Gate code 12");
    await book();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Sam Carter",
      email: "sam@example.com",
      phone: "(530) 555-0142",
      address: "",
      notes: "Gate code 12",
    });
  });

  it("shows the server's field messages under their fields and its message above, keeping what was typed", async () => {
    const { answer } = renderForm({ onSite: false });
    await user.type(field("Full Name"), "Sam Carter");
    answer({ serverErrors: { email: "Please enter a valid email address" }, serverMessage: "Please check the form" });
    await waitFor(() => expect(fieldError("Email")).toBe("Please enter a valid email address"));
    expect(screen.getByText("Please check the form").getAttribute("role")).toBe("alert");
    expect(field("Full Name")).toHaveProperty("value", "Sam Carter");
    expect(document.activeElement).toBe(field("Email"));
  });
});
