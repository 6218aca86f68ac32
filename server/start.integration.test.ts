import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/support/extra-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "npm-start-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm start", () => {
  it("serves on PORT with SITE_URL on that port, says where, and stops on SIGTERM to its pid", async () => {
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const npm = spawn("npm", ["start"], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SITE_URL: "",
      },
    });
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    const site = `http://127.0.0.1:${port}`;
    let output = "";
    await new Promise<void>((resolve, reject) => {
      npm.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready at")) resolve();
      });
      void exited.then(() => reject(new Error(`npm start exited early:\n${output}`)));
    });
    expect(output).toContain(`Ready at ${site}\n`);

    const home = await (await fetch(`${site}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${site}/"`);
    expect(await (await fetch(`${site}/sitemap.xml`)).text()).toContain(`<loc>${site}/about</loc>`);
    expect(fs.existsSync(path.join(dataDir, "app.pid"))).toBe(true);

    npm.kill("SIGTERM");
    await exited;
    await expect(fetch(`${site}/api/health`)).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, "app.pid"))).toBe(false);
  }, 240_000);
});
