import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, renderInPage, toastRegion } from "#tests/support/dom.tsx";
import { MailSettingsForm } from "./mail-settings-form.tsx";

const user = userEvent.setup();
const SWITCH =
  "E-mail me project and service news: stage changes, new documents, and service visits scheduled or work done";

describe("the project e-mails switch", () => {
  it("saves the choice as soon as it is switched, and says so", async () => {
    const sent = answerFetch({ status: 200, body: { projectNews: false } });
    renderInPage(<MailSettingsForm projectNews />);
    await user.click(screen.getByLabelText(SWITCH));
    await within(toastRegion()).findByText("Project news e-mails are off");
    expect(sent).toEqual([{ url: "/api/user/project-mail-settings", body: { projectNews: false } }]);
    expect(screen.getByLabelText(SWITCH)).toHaveProperty("checked", false);
  });

  it("switches back and says the server's message when the change is refused", async () => {
    answerFetch({ status: 403, body: { message: "Your session has ended. Please sign in again." } });
    renderInPage(<MailSettingsForm projectNews={false} />);
    await user.click(screen.getByLabelText(SWITCH));
    const alert = await screen.findByText("Your session has ended. Please sign in again.");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(screen.getByLabelText(SWITCH)).toHaveProperty("checked", false);
  });

  it("says 'Could not save. Please try again.' when the server cannot be reached", async () => {
    answerFetch("network down");
    renderInPage(<MailSettingsForm projectNews />);
    await user.click(screen.getByLabelText(SWITCH));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Could not save. Please try again."));
    expect(screen.getByLabelText(SWITCH)).toHaveProperty("checked", true);
  });
});
