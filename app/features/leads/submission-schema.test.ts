import { describe, expect, it } from "vitest";
import { looksLikeSpam } from "./submission-schema.ts";

const now = 1_700_000_000_000;

describe("looksLikeSpam", () => {
  it("passes a person: empty honeypot, opened more than 3 s ago", () => {
    expect(looksLikeSpam({ website: "", startedAt: now - 3_000 }, now)).toBe(false);
    expect(looksLikeSpam({ startedAt: now - 60_000 }, now)).toBe(false);
  });

  it("catches a filled honeypot, a fill under 3 s and a missing start time", () => {
    expect(looksLikeSpam({ website: "http://x", startedAt: now - 60_000 }, now)).toBe(true);
    expect(looksLikeSpam({ website: "", startedAt: now - 2_999 }, now)).toBe(true);
    expect(looksLikeSpam({ website: "" }, now)).toBe(true);
    expect(looksLikeSpam({ startedAt: "1700000000000" }, now)).toBe(true);
  });

  it("passes a start time in the future: the visitor's clock runs ahead", () => {
    expect(looksLikeSpam({ startedAt: now + 120_000 }, now)).toBe(false);
  });
});
