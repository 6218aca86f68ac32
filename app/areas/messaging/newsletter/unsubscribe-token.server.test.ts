import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createUnsubscribeToken, readUnsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.server.ts";

const secret = "a-test-secret-of-at-least-32-characters";

describe("unsubscribe tokens", () => {
  it("carry the subscriber id and verify under the same secret only", () => {
    const id = randomUUID();
    const token = createUnsubscribeToken(secret, id);
    expect(token).toMatch(/^[\w-]{64}$/);
    expect(readUnsubscribeToken(secret, token)).toBe(id);
    expect(readUnsubscribeToken(`${secret}!`, token)).toBeNull();
  });

  it("refuses any changed byte and anything that is not a token", () => {
    const token = createUnsubscribeToken(secret, randomUUID());
    const bytes = Buffer.from(token, "base64url");
    for (let index = 0; index < bytes.length; index += 1) {
      const copy = Buffer.from(bytes);
      copy[index] = copy[index]! ^ 0x80;
      expect(readUnsubscribeToken(secret, copy.toString("base64url"))).toBeNull();
    }
    for (const bad of [undefined, null, 7, "", "abc", `${token}A`, token.slice(1), "x".repeat(500)]) {
      expect(readUnsubscribeToken(secret, bad)).toBeNull();
    }
  });

  it("builds the page link on the site's address", () => {
    expect(unsubscribeUrl("https://solar.example", "abc_-1")).toBe(
      "https://solar.example/newsletter/unsubscribe?token=abc_-1",
    );
  });
});
