import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey } from "./new-idempotency-key.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a random v4 UUID in a secure context", () => {
    vi.stubGlobal("isSecureContext", true);
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(UUID_V4);
    expect(a).not.toBe(b);
  });

  it("is one too over plain HTTP, where crypto.randomUUID is missing", () => {
    vi.stubGlobal("isSecureContext", false);
    const randomUUID = vi.spyOn(crypto, "randomUUID");
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(randomUUID).not.toHaveBeenCalled();
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
