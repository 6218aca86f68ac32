import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, it } from "vitest";

/**
 * Test files share a module graph (vitest.config.ts, decision 0135). A hoisted `vi.mock` would find the real module
 * already loaded by an earlier file, or leave its replacement to the files after it: a file that replaces a module
 * does it with `vi.doMock` after `vi.resetModules()`, and puts the real one back (`vi.doUnmock`, `vi.resetModules()`).
 */
const testFiles = execFileSync("git", ["ls-files", "*.test.ts", "*.test.tsx"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file && !file.endsWith(".dom.test.tsx") && file !== "tests/support/module-replacement.test.ts");

it("no test file replaces a module with a hoisted vi.mock", () => {
  expect(testFiles.filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(file, "utf8")))).toEqual([]);
});

it("a test file that replaces a module starts and leaves a fresh module graph", () => {
  const replacing = testFiles.filter((file) => /\bvi\.doMock\(/.test(fs.readFileSync(file, "utf8")));
  expect(replacing.length).toBeGreaterThan(0);
  for (const file of replacing) {
    const text = fs.readFileSync(file, "utf8");
    expect(text.indexOf("vi.resetModules()"), `${file}: vi.resetModules() before vi.doMock`).toBeLessThan(
      text.indexOf("vi.doMock("),
    );
    expect(text.match(/vi\.resetModules\(\)/g)?.length ?? 0, `${file}: vi.resetModules() again at the end`).toBe(2);
    expect(text, file).toMatch(/vi\.doUnmock\(/);
  }
});
