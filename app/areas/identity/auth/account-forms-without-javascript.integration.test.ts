import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlDocument } from "#tests/support/html-document.ts";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { createTestUser } from "#tests/support/users.ts";

/** The sign-in and registration forms posted as plain HTML forms, as a browser without JavaScript sends them. */
let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
  // The first request compiles the page's modules: a minute on a busy machine, so it is paid here, not by a test.
  await sendPage(server, "/auth", "");
}, 180_000);
afterAll(async () => {
  await server?.close();
});

async function post(path: string, form: Record<string, string>) {
  const { status, text } = await sendPage(server, path, "", form);
  return { status, document: htmlDocument(text) };
}

const input = (document: Document, name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const alerts = (document: Document) =>
  Array.from(document.querySelectorAll('[role="alert"]')).map((alert) => alert.textContent);

describe("signing in without JavaScript", () => {
  it("shows the server's message and keeps the username, not the password, after a wrong password", async () => {
    const { status, document } = await post("/auth", {
      intent: "login",
      username: "nobody_without_js",
      password: "WrongPass1",
    });
    expect(status).toBe(401);
    expect(alerts(document)).toContain("Invalid username or password");
    expect(input(document, "username").value).toBe("nobody_without_js");
    expect(input(document, "password").value).toBe("");
  });

  it("names the empty fields with the SPEC messages", async () => {
    const { status, document } = await post("/auth", { intent: "login", username: "", password: "" });
    expect(status).toBe(400);
    expect(alerts(document)).toEqual(
      expect.arrayContaining(["Please enter your username", "Please enter your password"]),
    );
  });

  it("ignores a redirectTo that leaves the site", async () => {
    const user = await createTestUser(server.testApp);
    const res = await fetch(`${server.baseUrl}/auth?redirectTo=%2F.%2F%2Fevil.example`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl },
      body: new URLSearchParams({ intent: "login", username: user.username, password: user.password }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/client-dashboard");
  });
});

describe("registering without JavaScript", () => {
  it("shows a taken username under its field and keeps what was typed, but no password", async () => {
    const existing = await createTestUser(server.testApp);
    const { status, document } = await post("/auth?tab=register", {
      intent: "register",
      firstName: "Sam",
      lastName: "Rivera",
      email: "sam.rivera.nojs@example.com",
      username: existing.username,
      password: "Solar-Panel-42",
      confirmPassword: "Solar-Panel-42",
      companyName: "",
      phone: "",
    });
    expect(status).toBe(409);
    expect(alerts(document)).toContain("That username is already taken");
    expect(input(document, "username").getAttribute("aria-invalid")).toBe("true");
    expect(input(document, "firstName").value).toBe("Sam");
    expect(input(document, "email").value).toBe("sam.rivera.nojs@example.com");
    expect(input(document, "password").value).toBe("");
  });
});

describe("forms with a password field", () => {
  it.each(["/", "/auth", "/auth?tab=register", "/crm-login", "/contact"])(
    "on %s all post, so nothing typed lands in an address",
    async (path) => {
      const { status, text } = await sendPage(server, path, "");
      expect(status).toBe(200);
      const forms = Array.from(htmlDocument(text).querySelectorAll("form")).map((form) => ({
        method: (form.getAttribute("method") ?? "get").toLowerCase(),
        hasPassword: form.querySelector('input[type="password"]') !== null,
      }));
      expect(forms.filter((form) => form.hasPassword && form.method !== "post")).toEqual([]);
      if (path.startsWith("/auth") || path === "/crm-login") expect(forms.some((form) => form.hasPassword)).toBe(true);
    },
  );
});
