import { describe, expect, it } from "vitest";
import { backoffSeconds } from "./outbox-worker.server.ts";

describe("backoffSeconds", () => {
  it("doubles from the base up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffSeconds(attempt, 60, 3_600))).toEqual([
      60, 120, 240, 480, 960, 1_920, 3_600, 3_600,
    ]);
  });
});
