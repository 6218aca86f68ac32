import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./rate-limit-key.ts";

describe("rateLimitKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const keys = [
      "2001:db8:85a3:42::1",
      "2001:db8:85a3:42:ffff:ffff:ffff:fffe",
      "2001:0db8:85a3:0042:0000:0000:0000:0030",
      "2001:DB8:85A3:42::abcd:1%eth0",
    ].map(rateLimitKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:85a3:42::/64"]));
  });

  it("keys neighbouring /64s apart", () => {
    expect(rateLimitKey("2001:db8:85a3:43::1")).toBe("2001:db8:85a3:43::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(rateLimitKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(rateLimitKey("::ffff:c633:6404")).toBe("198.51.100.4");
  });

  it("leaves anything that is not an address alone", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
