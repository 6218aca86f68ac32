import { describe, expect, it } from "vitest";
import { smoothScrollAllowed } from "./smooth-scroll-policy.ts";

describe("smoothScrollAllowed", () => {
  it("is off on the lithium battery pages", () => {
    expect(smoothScrollAllowed("/services/lithium-battery")).toBe(false);
    expect(smoothScrollAllowed("/services/lithium-battery/")).toBe(false);
    expect(smoothScrollAllowed("/lithium-battery")).toBe(false);
  });

  it("is on elsewhere", () => {
    expect(smoothScrollAllowed("/")).toBe(true);
    expect(smoothScrollAllowed("/services/battery-storage")).toBe(true);
    expect(smoothScrollAllowed("/services/lithium-battery-recycling")).toBe(true);
  });
});
