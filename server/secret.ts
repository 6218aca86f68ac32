import { createHash, createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

const SECRET_FILE = ".app-secret";

/**
 * The key behind every HMAC the app computes (IP hashes, unsubscribe links):
 * APP_SECRET when set; on PGlite a random key kept in DATA_DIR, so it survives
 * restarts; otherwise (PostgreSQL outside production, tests) a fixed development key.
 */
export function resolveAppSecret(config: Config, logger: Logger, databaseKind: "pglite" | "postgres"): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  if (databaseKind === "pglite" && config.NODE_ENV !== "test") return readOrCreateSecretFile(config.DATA_DIR);
  logger.warn("APP_SECRET is not set: signing with a fixed development key. Set APP_SECRET before going live.");
  return createHash("sha256").update("shasta-solar development key, not for production").digest("hex");
}

function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: a reader never sees a half-written key, and a racing writer loses cleanly.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} holds no usable key: delete it or set APP_SECRET`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const value = fs.readFileSync(file, "utf8").trim();
    return value.length >= 32 ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** An HMAC-SHA256 of `value` under the app secret, separated by purpose so one signature never serves another. */
export function signWithSecret(secret: string, purpose: string, value: string | Buffer): Buffer {
  return createHmac("sha256", secret).update(`${purpose}\0`).update(value).digest();
}
