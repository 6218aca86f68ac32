import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
}

describe("lockDataDir", () => {
  it("refuses while a live process holds the directory", () => {
    const dir = tempDir();
    // The parent process is alive and is not us.
    fs.writeFileSync(path.join(dir, "app.pid"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it("takes over a lock left by a dead process and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "app.pid"), "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "app.pid"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "app.pid"))).toBe(false);
  });
});
