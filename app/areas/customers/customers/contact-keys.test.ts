import { describe, expect, it } from "vitest";
import { normalizeEmail, phoneDigits, withAddress } from "./contact-keys.ts";

describe("contact keys", () => {
  it("match an address trimmed and in any case, and keep its plus-tag", () => {
    expect(normalizeEmail("  Dana.Reyes@Example.COM ")).toBe("dana.reyes@example.com");
    expect(normalizeEmail("dana+solar@example.com")).not.toBe(normalizeEmail("dana@example.com"));
  });

  it("match a phone by its digits, with or without the US country code", () => {
    expect(phoneDigits("(530) 555-0142")).toBe("5305550142");
    expect(phoneDigits("+1 530 555 0142")).toBe("5305550142");
    expect(phoneDigits("44 20 7946 0958")).toBe("442079460958");
    expect(phoneDigits("")).toBeNull();
    expect(phoneDigits(null)).toBeNull();
  });

  it("add an address once, whatever its spacing or case, and ignore a blank one", () => {
    const known = ["1 Main St, Redding, CA 96001"];
    expect(withAddress(known, " 1 main st,  Redding, CA 96001")).toEqual(known);
    expect(withAddress(known, "40 Pine St, Redding")).toEqual([...known, "40 Pine St, Redding"]);
    expect(withAddress(known, "  ")).toEqual(known);
    expect(withAddress(known, null)).toEqual(known);
  });
});
