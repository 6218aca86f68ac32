import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { field, fieldError } from "#tests/support/dom.tsx";
import { LeadActivityForm } from "./lead-activity-form.tsx";

const admins = [{ id: "6f1d7c52-3b0e-4f7a-9a55-0c1d2e3f4a5b", name: "Cody Lane" }];

/** The form on a page whose action refuses the post as the server does, naming the next step's due field. */
function renderForm() {
  const posted: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <LeadActivityForm admins={admins} />,
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return {
          intent: "note",
          ok: false,
          message: "Please correct the fields",
          errors: { "nextStep.dueAt": "Must be a date between 2000 and 2099" },
        };
      },
    },
  ]);
  render(<Stub />);
  return posted;
}

describe("the lead page's activity form", () => {
  it("asks for the next step's due time in the browser, keeping what was typed", async () => {
    const posted = renderForm();
    await userEvent.selectOptions(field("Kind"), "call");
    await userEvent.selectOptions(field("Outcome"), "no_answer");
    await userEvent.type(field("What happened"), "Rang twice");
    await userEvent.type(field("Next step"), "Try again Friday");
    await userEvent.click(screen.getByRole("button", { name: "Save activity" }));

    expect(await screen.findByText("Please choose a due date and time")).toBeTruthy();
    expect(fieldError("Due")).toBe("Please choose a due date and time");
    expect(fieldError("Next step")).toBeNull();
    expect(posted).toEqual([]);
    expect(field("Kind")).toHaveProperty("value", "call");
    expect(field("Outcome")).toHaveProperty("value", "no_answer");
    expect(field("What happened")).toHaveProperty("value", "Rang twice");
    expect(field("Next step")).toHaveProperty("value", "Try again Friday");
  });

  it("posts the next step under its dotted names and shows the server's message under its field", async () => {
    const posted = renderForm();
    await userEvent.selectOptions(field("Kind"), "meeting");
    await userEvent.type(field("What happened"), "Walked the roof");
    await userEvent.type(field("Next step"), "Send the layout");
    await userEvent.type(field("Due"), "2031-04-02T09:30");
    await userEvent.selectOptions(field("For"), "Cody Lane");
    await userEvent.click(screen.getByRole("button", { name: "Save activity" }));

    expect(await screen.findByText("Must be a date between 2000 and 2099")).toBeTruthy();
    expect(fieldError("Due")).toBe("Must be a date between 2000 and 2099");
    expect(posted).toEqual([
      {
        intent: "note",
        kind: "meeting",
        outcome: "",
        body: "Walked the roof",
        "nextStep.title": "Send the layout",
        "nextStep.dueAt": "2031-04-02T09:30",
        "nextStep.assigneeId": admins[0]!.id,
      },
    ]);
    expect(field("What happened")).toHaveProperty("value", "Walked the roof");
    expect(field("Next step")).toHaveProperty("value", "Send the layout");
  });
});
