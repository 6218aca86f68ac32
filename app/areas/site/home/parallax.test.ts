import { describe, expect, it } from "vitest";
import { parallaxProgress } from "./parallax.ts";

describe("parallaxProgress", () => {
  it("divides the scroll position by 800 and stops at 1", () => {
    expect(parallaxProgress(0)).toBe(0);
    expect(parallaxProgress(400)).toBe(0.5);
    expect(parallaxProgress(800)).toBe(1);
    expect(parallaxProgress(5000)).toBe(1);
    expect(parallaxProgress(-40)).toBe(0);
  });
});
