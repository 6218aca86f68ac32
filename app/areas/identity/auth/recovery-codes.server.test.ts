import { describe, expect, it } from "vitest";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.server.ts";

describe("recovery codes", () => {
  it("come ten at a time, all different, in two groups of five", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it("are compared whatever the case, spaces or hyphen, and only their hash is kept", () => {
    const [code] = newRecoveryCodes();
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code!.replace("-", ""));
    expect(hashRecoveryCode(` ${code!.toUpperCase().replace("-", " ")} `)).toBe(hash);
    expect(hashRecoveryCode(newRecoveryCodes()[0]!)).not.toBe(hash);
  });
});
