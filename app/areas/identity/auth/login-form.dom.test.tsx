import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answerFetch, expectToast, field, fieldError, renderInPage } from "#tests/support/dom.tsx";
import { LoginForm } from "./login-form.tsx";

const user = userEvent.setup();

function renderLogin() {
  renderInPage(<LoginForm redirectTo="/dashboard" result={null} />, { otherPages: ["/dashboard"] });
}

describe("the sign-in form", () => {
  it("names the empty fields with the SPEC messages on submit, focuses the first, and re-validates on change", async () => {
    const sent = answerFetch({ status: 200, body: {} });
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(fieldError("Username")).toBe("Please enter your username"));
    expect(fieldError("Password")).toBe("Please enter your password");
    expect(document.activeElement).toBe(field("Username"));
    await user.type(field("Username"), "someone");
    await waitFor(() => expect(fieldError("Username")).toBeNull());
    expect(sent).toEqual([]);
  });

  it("says 'Login Failed' with the server's message and keeps the username", async () => {
    answerFetch({ status: 401, body: { message: "Invalid username or password" } });
    renderLogin();
    await user.type(field("Username"), "nobody_at_all");
    await user.type(field("Password"), "Wrong-Pass-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await expectToast("Login Failed", "Invalid username or password");
    expect(field("Username")).toHaveProperty("value", "nobody_at_all");
    expect(screen.queryByRole("heading", { name: "/dashboard" })).toBeNull();
  });

  it("shows 'Signing in...' and the full-screen spinner while the sign-in is pending", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderLogin();
    await user.type(field("Username"), "pending_user");
    await user.type(field("Password"), "Any-Pass-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toHaveProperty("disabled", true);
    expect(screen.getAllByRole("status").some((status) => status.textContent?.includes("Signing in..."))).toBe(true);

    answer(new Response(JSON.stringify({ message: "Invalid username or password" }), { status: 401 }));
    await expectToast("Login Failed", "Invalid username or password");
    expect(await screen.findByRole("button", { name: "Sign In" })).toHaveProperty("disabled", false);
    expect(screen.queryAllByRole("status").some((status) => status.textContent?.includes("Signing in..."))).toBe(false);
  });

  it("says 'Login Successful' / 'Welcome back, Riley!' and goes where the visitor was going", async () => {
    answerFetch({ status: 200, body: { id: "u1", firstName: "Riley", userType: "client" } });
    renderLogin();
    await user.type(field("Username"), "riley");
    await user.type(field("Password"), "Solar-Panel-42");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await expectToast("Login Successful", "Welcome back, Riley!");
    await screen.findByRole("heading", { name: "/dashboard" });
  });
});
