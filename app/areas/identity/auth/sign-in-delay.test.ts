import { describe, expect, it } from "vitest";
import { signInDelayMs } from "./sign-in-delay.ts";

describe("signInDelayMs", () => {
  it("does not delay the first five attempts on an account", () => {
    expect([1, 2, 3, 4, 5].map(signInDelayMs)).toEqual([0, 0, 0, 0, 0]);
  });

  it("grows by a quarter second per attempt after that", () => {
    expect([6, 7, 10].map(signInDelayMs)).toEqual([250, 500, 1250]);
  });

  it("never waits more than three seconds, however many attempts", () => {
    expect(signInDelayMs(17)).toBe(3000);
    expect(signInDelayMs(1_000_000)).toBe(3000);
  });
});
