import { describe, expect, it } from "vitest";
import { openWithSecret, sealWithSecret } from "./secret-box.ts";

const APP_SECRET = "a".repeat(64);
const ROW = "5f0c6a2e-7d43-4c53-9a6f-0d2b1e7c9a11";

describe("a secret sealed with the app secret", () => {
  it("reads back only for the purpose and record it was sealed for", () => {
    const sealed = sealWithSecret(APP_SECRET, "monitoring-credentials", ROW, '{"apiKey":"k-123"}');
    expect(sealed).not.toContain("k-123");
    expect(openWithSecret(APP_SECRET, "monitoring-credentials", ROW, sealed)).toBe('{"apiKey":"k-123"}');
    expect(openWithSecret(APP_SECRET, "two-factor-secret", ROW, sealed)).toBeNull();
    expect(openWithSecret(APP_SECRET, "monitoring-credentials", "another-row", sealed)).toBeNull();
    expect(openWithSecret("b".repeat(64), "monitoring-credentials", ROW, sealed)).toBeNull();
  });
});
