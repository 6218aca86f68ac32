import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch, expectToast, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { TwoFactorSignInForm } from "./two-factor-sign-in-form.tsx";

const user = userEvent.setup();
const WRONG_CODE = "That code is not right. Enter the code your app shows now, or an unused recovery code.";

function renderCodeStep() {
  renderInPage(<TwoFactorSignInForm redirectTo="/admin-crm" result={null} />, { otherPages: ["/admin-crm"] });
}

describe("the code step of a sign-in", () => {
  it("sends the code and the trust choice, and shows the server's refusal under the code", async () => {
    const sent = answerFetch({ status: 400, body: { message: WRONG_CODE, errors: { code: WRONG_CODE } } });
    renderCodeStep();
    await user.type(field("Code"), "123456");
    await user.click(screen.getByLabelText("Trust this browser for 30 days"));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(fieldError("Code")).toBe(WRONG_CODE));
    expect(sent).toEqual([{ url: "/api/login/two-factor", body: { code: "123456", trustBrowser: true } }]);
  });

  it("asks for a code before sending anything", async () => {
    const sent = answerFetch({ status: 200, body: {} });
    renderCodeStep();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(fieldError("Code")).toBe("Enter the 6-digit code from your authenticator app, or a recovery code"),
    );
    expect(sent).toEqual([]);
  });

  it("says 'Login Successful' and goes where the visitor was going", async () => {
    answerFetch({ status: 200, body: { id: "u1", firstName: "Riley", userType: "admin" } });
    renderCodeStep();
    await user.type(field("Code"), "k7mqz-2xrhw");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await expectToast("Login Successful", "Welcome back, Riley!");
    expect(await screen.findByRole("heading", { name: "/admin-crm" })).toBeDefined();
  });
});
