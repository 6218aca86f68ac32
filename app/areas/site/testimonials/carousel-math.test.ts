import { describe, expect, it } from "vitest";
import { clampPercent, pointerPercent, sliderKeyValue, wrapIndex } from "./carousel-math.ts";

describe("wrapIndex", () => {
  it("wraps past the last slide to the first and before the first to the last", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
});

describe("before/after slider", () => {
  it("keeps the position between 0 and 100", () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(42.4)).toBe(42);
  });

  it("moves by 5 with arrows, 10 with page keys, to the ends with Home and End", () => {
    expect(sliderKeyValue("ArrowRight", 50)).toBe(55);
    expect(sliderKeyValue("ArrowUp", 50)).toBe(55);
    expect(sliderKeyValue("ArrowLeft", 50)).toBe(45);
    expect(sliderKeyValue("ArrowDown", 2)).toBe(0);
    expect(sliderKeyValue("PageUp", 95)).toBe(100);
    expect(sliderKeyValue("PageDown", 50)).toBe(40);
    expect(sliderKeyValue("Home", 50)).toBe(0);
    expect(sliderKeyValue("End", 50)).toBe(100);
    expect(sliderKeyValue("Enter", 50)).toBeNull();
  });

  it("turns a pointer position into a percentage of the box", () => {
    expect(pointerPercent(150, { left: 100, width: 200 })).toBe(25);
    expect(pointerPercent(50, { left: 100, width: 200 })).toBe(0);
    expect(pointerPercent(400, { left: 100, width: 200 })).toBe(100);
  });
});
