import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEveryPublicShape } from "#tests/support/public-shapes.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";

/**
 * Every CSV export, holding every shape a visitor can store, opened in LibreOffice Calc with a comma, a semicolon
 * and a tab as the separator: no cell may be a formula (decision 0070). LibreOffice is slow to start, so each
 * separator is one run converting every export at once.
 */

const INSTALL = "apt-get install -y --no-install-recommends libreoffice-calc";
// The exported text is the same on either database and LibreOffice is slow: CI opens them on its PGlite pass only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sofficeFound = !onPostgres && spawnSync("soffice", ["--version"]).status === 0;
if (!sofficeFound && !onPostgres && process.env.CI === "true") {
  throw new Error(`soffice (LibreOffice Calc) is missing, and CI needs it for this test: ${INSTALL}`);
}

/** LibreOffice's CSV filter options: the separator's character code, `"` as the quote, UTF-8, from row 1. */
const separators = { comma: 44, semicolon: 59, tab: 9 } as const;
const csvExports = apiRoutes.filter((route) => route.csv);

let testApp: TestApp;
let workDir: string;
/** Each export's spreadsheet as LibreOffice saved it (flat ODF), by separator and export name. */
const opened: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  if (!sofficeFound) return;
  testApp = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "1000", TRUST_PROXY: "1" });
  await storeEveryPublicShape(testApp);
  const admin = await createTestUser(testApp, { userType: "admin" });
  const cookie = await signedInCookie(testApp, admin.id);
  workDir = mkdtempSync(path.join(tmpdir(), "csv-in-libreoffice-"));
  const files = [];
  for (const route of csvExports) {
    const query = route.path === "/api/admin/leads.csv" ? { spam: "include" } : {};
    const res = await request(testApp.app).get(route.path).query(query).set("Cookie", cookie).buffer(true);
    expect(res.status, route.path).toBe(200);
    const file = path.join(workDir, `${path.basename(route.path, ".csv")}.csv`);
    writeFileSync(file, res.text);
    files.push(file);
  }
  // A profile of its own, so a LibreOffice already running on the machine does not take the conversion over.
  const profile = pathToFileURL(path.join(workDir, "profile")).href;
  for (const [name, code] of Object.entries(separators)) {
    const outDir = path.join(workDir, name);
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=${profile}`,
        "--headless",
        `--infilter=CSV:${code},34,76,1`,
        "--convert-to",
        "fods",
        "--outdir",
        outDir,
        ...files,
      ],
      { stdio: "ignore", timeout: 120_000 },
    );
    opened[name] = Object.fromEntries(
      files.map((file) => {
        const base = path.basename(file, ".csv");
        return [base, readFileSync(path.join(outDir, `${base}.fods`), "utf8")];
      }),
    );
  }
}, 400_000);
afterAll(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  await testApp?.close();
});

describe.skipIf(!sofficeFound)(
  `CSV exports in LibreOffice Calc (skipped on PostgreSQL, and where soffice is missing; install it with: ${INSTALL})`,
  () => {
    for (const name of Object.keys(separators)) {
      for (const route of csvExports) {
        it(`${route.path} split on the ${name}: no cell is a formula`, () => {
          const spreadsheet = opened[name]![path.basename(route.path, ".csv")]!;
          expect(spreadsheet).toContain("<table:table-cell");
          expect(spreadsheet).not.toContain("table:formula");
        });
      }
    }

    it("reads a negative number in a numeric column as a number, and text like one as text", () => {
      // An order took one unit off the shelf; the visitor's electric bill "-250" is text they typed.
      expect(opened.comma!["inventory-adjustments"]).toMatch(/office:value-type="float" office:value="-1"/);
      expect(opened.comma!.leads).toContain("<text:p>&apos;-250</text:p>");
    });
  },
);
