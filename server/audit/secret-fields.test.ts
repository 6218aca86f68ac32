import { describe, expect, it } from "vitest";
import { isSecretField, withoutSecrets } from "./secret-fields.ts";

describe("the audit trail's secret fields", () => {
  it.each([
    "password",
    "newPassword",
    "confirm_password",
    "passwordHash",
    "token",
    "resetToken",
    "TOTP-secret",
    "sealedSecret",
    "recoveryCodes",
    "code",
    "accessCode",
  ])("drops %s", (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each(["status", "postalCode", "username", "email", "stock", "reason"])("keeps %s", (name) => {
    expect(isSecretField(name)).toBe(false);
  });

  it("redacts at any depth, in arrays too, and writes dates as ISO text", () => {
    expect(
      withoutSecrets({
        status: "won",
        at: new Date("2031-03-04T05:06:07Z"),
        nested: { password: "Sunny-Roof-2026", items: [{ token: "abc", sku: "P-1" }] },
      }),
    ).toEqual({
      status: "won",
      at: "2031-03-04T05:06:07.000Z",
      nested: { password: "[redacted]", items: [{ token: "[redacted]", sku: "P-1" }] },
    });
  });
});
