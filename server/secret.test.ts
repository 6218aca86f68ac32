import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";
import { resolveAppSecret, signWithSecret } from "./secret.ts";

const logger = pino({ level: "silent" });
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("resolveAppSecret", () => {
  it("uses APP_SECRET when set", () => {
    const config = parseConfig({ APP_SECRET: "s".repeat(40), NODE_ENV: "production" });
    expect(resolveAppSecret(config, logger, "pglite")).toBe("s".repeat(40));
  });

  it("on PGlite generates a key once, readable by the owner only, and keeps it", () => {
    const dataDir = path.join(tempDir(), "data");
    const config = parseConfig({ DATA_DIR: dataDir, NODE_ENV: "production" });
    const first = resolveAppSecret(config, logger, "pglite");
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, ".app-secret");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAppSecret(config, logger, "pglite")).toBe(first);
    expect(fs.readdirSync(dataDir)).toEqual([".app-secret"]);
  });

  it("refuses a key file that holds no usable key", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, ".app-secret"), "short");
    expect(() => resolveAppSecret(parseConfig({ DATA_DIR: dataDir }), logger, "pglite")).toThrow(/holds no usable key/);
  });

  it("falls back to a fixed development key on PostgreSQL outside production", () => {
    const config = parseConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://localhost/x" });
    const key = resolveAppSecret(config, logger, "postgres");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveAppSecret(config, logger, "postgres")).toBe(key);
  });
});

describe("signWithSecret", () => {
  it("separates purposes", () => {
    expect(signWithSecret("k", "a", "v").equals(signWithSecret("k", "a", "v"))).toBe(true);
    expect(signWithSecret("k", "a", "v").equals(signWithSecret("k", "b", "v"))).toBe(false);
  });
});
