import type * as argon2 from "@node-rs/argon2";
import { afterAll, afterEach, expect, it, vi } from "vitest";

// Test files share a module graph (decision 0135): the passwords module is imported afresh with argon2's verify
// replaced, and a fresh graph is left for the next file.
const verify = vi.fn();
vi.resetModules();
vi.doMock("@node-rs/argon2", async (importOriginal) => ({
  ...(await importOriginal<typeof argon2>()),
  verify,
}));
const { hashPassword, verifyPassword } = await import("./passwords.server.ts");
afterAll(() => {
  vi.doUnmock("@node-rs/argon2");
  vi.resetModules();
});

afterEach(() => verify.mockReset());

it("runs one argon2 verification for an unknown user too, so the answer comes no faster, and refuses", async () => {
  verify.mockResolvedValue(true);
  expect(await verifyPassword(null, "Secret123")).toBe(false);
  expect(verify).toHaveBeenCalledTimes(1);
  expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^\$argon2id\$/), "Secret123");
});

it("checks a known user's password against the stored hash", async () => {
  const stored = await hashPassword("Secret123");
  verify.mockResolvedValue(false);
  expect(await verifyPassword(stored, "Wrong1234")).toBe(false);
  expect(verify).toHaveBeenCalledWith(stored, "Wrong1234");
});

it("treats a malformed stored hash as a wrong password", async () => {
  verify.mockRejectedValue(new Error("invalid hash"));
  expect(await verifyPassword("not-a-hash", "Secret123")).toBe(false);
});
