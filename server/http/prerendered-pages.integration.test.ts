import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";

const prerenderedDir = fs.mkdtempSync(path.join(os.tmpdir(), "prerendered-app-"));
fs.writeFileSync(path.join(prerenderedDir, "index.html"), "<html><body>prerendered home</body></html>");

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, { prerenderedDir, pageHandler: (_req, res) => void res.send("rendered page") });
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(prerenderedDir, { recursive: true, force: true });
});

describe("prerendered pages behind the app", () => {
  it("serves the prerendered file to a marketing link with tracking parameters only", async () => {
    for (const url of ["/", "/?utm_source=newsletter&utm_medium=email", "/?fbclid=IwAR0abc", "/?gclid=Cj0&msclkid=7"]) {
      const res = await request(testApp.app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe("<html><body>prerendered home</body></html>");
    }
  });

  it("renders on the server for any other parameter or a signed-in visitor", async () => {
    expect((await request(testApp.app).get("/?category=commercial")).text).toBe("rendered page");
    expect((await request(testApp.app).get("/?utm_source=x&page=2")).text).toBe("rendered page");
    const user = await createTestUser(testApp);
    const sid = await createSession(testApp.services.db, user.id, null);
    const signedIn = await request(testApp.app).get("/?utm_source=x").set("Cookie", `sid=${sid}`);
    expect(signedIn.text).toBe("rendered page");
  });
});
