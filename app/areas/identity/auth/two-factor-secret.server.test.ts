import { describe, expect, it } from "vitest";
import { openTotpSecret, sealTotpSecret } from "./two-factor-secret.server.ts";

const APP_SECRET = "a".repeat(64);
const USER = "5f0c6a2e-7d43-4c53-9a6f-0d2b1e7c9a11";

describe("a TOTP secret at rest", () => {
  it("is stored encrypted and read back with the app secret", () => {
    const sealed = sealTotpSecret(APP_SECRET, USER, "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toBe(sealTotpSecret(APP_SECRET, USER, "JBSWY3DPEHPK3PXP"));
    expect(openTotpSecret(APP_SECRET, USER, sealed)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("cannot be read under another app secret, for another user, or altered", () => {
    const sealed = sealTotpSecret(APP_SECRET, USER, "JBSWY3DPEHPK3PXP");
    expect(openTotpSecret("b".repeat(64), USER, sealed)).toBeNull();
    expect(openTotpSecret(APP_SECRET, "another-user", sealed)).toBeNull();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("KBSWY3DPEHPK3PXP").toString("base64url");
    expect(openTotpSecret(APP_SECRET, USER, parts.join("."))).toBeNull();
    expect(openTotpSecret(APP_SECRET, USER, "garbage")).toBeNull();
  });
});
