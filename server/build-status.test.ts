import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reasonToBuild } from "./build-status.ts";

describe("reasonToBuild", () => {
  let buildDir: string;
  beforeEach(() => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "build-status-"));
  });
  afterEach(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  const makeBuild = (settings: object) => {
    fs.mkdirSync(path.join(buildDir, "server"));
    fs.writeFileSync(path.join(buildDir, "server", "index.js"), "");
    fs.writeFileSync(path.join(buildDir, "company-settings.json"), JSON.stringify(settings));
  };

  it("builds when there is no build", () => {
    expect(reasonToBuild(buildDir, {})).toBe("No build found: building the site once (npm run build)...");
  });

  it("serves a build made with the same company settings", () => {
    makeBuild({ COMPANY_NAME: "Redding Sun Power" });
    expect(reasonToBuild(buildDir, { COMPANY_NAME: "Redding Sun Power" })).toBeNull();
  });

  it("builds again when the company settings changed, or the build did not record them", () => {
    makeBuild({ COMPANY_NAME: "Redding Sun Power" });
    const changed = "The COMPANY_* settings differ from the build's: building the site again (npm run build)...";
    expect(reasonToBuild(buildDir, {})).toBe(changed);
    fs.rmSync(path.join(buildDir, "company-settings.json"));
    expect(reasonToBuild(buildDir, {})).toBe(changed);
  });
});
