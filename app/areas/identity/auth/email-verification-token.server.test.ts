import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createVerificationToken, readVerificationToken, verificationUrl } from "./email-verification-token.server.ts";

const secret = "a-test-secret-of-at-least-32-characters";
const NOW = Date.UTC(2026, 0, 15, 12);

describe("e-mail verification tokens", () => {
  it("carry the user id and a 48-hour expiry, and are signed for one address in any case", () => {
    const id = randomUUID();
    const token = readVerificationToken(secret, createVerificationToken(secret, id, "Dana@Example.com", NOW))!;
    expect(token.userId).toBe(id);
    expect(token.expiresAt.getTime()).toBe(NOW + 48 * 60 * 60 * 1000);
    expect(token.isFor("dana@example.com")).toBe(true);
    expect(token.isFor("other@example.com")).toBe(false);
  });

  it("fail their check under another secret or with any byte changed", () => {
    const raw = createVerificationToken(secret, randomUUID(), "dana@example.com", NOW);
    expect(readVerificationToken(`${secret}!`, raw)!.isFor("dana@example.com")).toBe(false);
    const bytes = Buffer.from(raw, "base64url");
    for (let index = 0; index < bytes.length; index += 1) {
      const copy = Buffer.from(bytes);
      copy[index]! ^= 0x01;
      expect(readVerificationToken(secret, copy.toString("base64url"))?.isFor("dana@example.com") ?? false).toBe(false);
    }
  });

  it("reads nothing from what is not a token", () => {
    for (const value of [undefined, 42, "", "short", "!".repeat(70), `${"a".repeat(69)}=`]) {
      expect(readVerificationToken(secret, value)).toBeNull();
    }
  });

  it("make a link on the site", () => {
    expect(verificationUrl("https://solar.example", "abc")).toBe("https://solar.example/verify-email?token=abc");
  });
});
