import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { startExtraServer, type ExtraServer } from "#tests/support/extra-server.ts";

/** A stand-in for the vendor's script: defines the agent element and says so. */
const WIDGET_SCRIPT = `customElements.define("test-voice-agent", class extends HTMLElement {
  connectedCallback() { this.textContent = "Voice assistant " + this.getAttribute("agent-id"); }
});`;

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("voice assistant widget, configured", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let scriptServer: http.Server;
  let scriptOrigin = "";
  const scriptRequests: string[] = [];
  let app: ExtraServer;

  test.beforeAll(async () => {
    scriptServer = http.createServer((req, res) => {
      scriptRequests.push(req.url ?? "");
      res.writeHead(200, { "Content-Type": "text/javascript" }).end(WIDGET_SCRIPT);
    });
    await new Promise<void>((resolve) => scriptServer.listen(0, "127.0.0.1", resolve));
    scriptOrigin = `http://127.0.0.1:${(scriptServer.address() as AddressInfo).port}`;
    app = await startExtraServer({
      VOICE_WIDGET_SCRIPT_URL: `${scriptOrigin}/widget.js`,
      VOICE_AGENT_ID: "agent_e2e_42",
      VOICE_WIDGET_ELEMENT: "test-voice-agent",
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => scriptServer?.close(resolve));
  });

  test("the CSP admits exactly the widget's origin", async ({ request }) => {
    const response = await request.get(`${app.url}/about`);
    const csp = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(
      scriptSrc
        .trim()
        .split(/\s+/)
        .filter((source) => source.startsWith("http")),
    ).toEqual([scriptOrigin]);
  });

  for (const path of ["/", "/services/repairs", "/portfolio?category=marina"]) {
    test(`${path}: the script loads after idle and the agent element is on the page`, async ({ page }) => {
      const violations = cspViolations(page);
      const before = scriptRequests.length;
      await page.goto(`${app.url}${path}`);
      const agent = page.locator('test-voice-agent[agent-id="agent_e2e_42"]');
      // A fresh instance renders its first pages slowly on a busy machine.
      await expect(agent).toHaveText("Voice assistant agent_e2e_42", { timeout: 15_000 });
      expect(scriptRequests.length).toBe(before + 1);
      expect(violations).toEqual([]);
    });
  }
});

test("voice assistant widget, not configured: nothing loads", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (req) => {
    if (!req.url().startsWith("http://127.0.0.1")) external.push(req.url());
  });
  await page.goto("/");
  // The carousel turns interactive once the page is idle: by then the widget would have loaded.
  await expect(page.getByRole("button", { name: "Next testimonial" })).toBeEnabled({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await expect(page.locator("elevenlabs-convai")).toHaveCount(0);
  await expect(page.locator("script[data-voice-widget]")).toHaveCount(0);
  expect(external).toEqual([]);
});
