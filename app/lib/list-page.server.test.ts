import { describe, expect, it } from "vitest";
import { countsByValue } from "./list-page.server.ts";

describe("countsByValue", () => {
  it("gives every value its count, zero for the missing ones", () => {
    expect(countsByValue(["queued", "sent", "failed"] as const, [{ value: "sent", count: 4 }])).toEqual({
      queued: 0,
      sent: 4,
      failed: 0,
    });
  });
});
