import { describe, expect, it } from "vitest";
import { disallowedTextPaths, isAllowedText } from "./allowed-text.ts";

describe("allowed text", () => {
  it("refuses NUL and lone surrogates, keeps every other character", () => {
    expect(isAllowedText("a\u0000b")).toBe(false);
    expect(isAllowedText("\ud800")).toBe(false);
    expect(isAllowedText("x\udc00")).toBe(false);
    expect(isAllowedText("\udc00\ud800")).toBe(false);
    expect(isAllowedText("Solar ☀️ 😀 \t\n é")).toBe(true);
    expect(isAllowedText("")).toBe(true);
  });

  it("names each bad string by its path, keys at their object's path", () => {
    const input = { name: "ok", notes: ["fine", "bad\u0000"], nested: { "key\ud800": 1, deeper: { v: "\udfff" } } };
    expect(disallowedTextPaths(input).sort()).toEqual(["nested", "nested.deeper.v", "notes.1"]);
    expect(disallowedTextPaths("\u0000")).toEqual(["_"]);
    expect(disallowedTextPaths({ ok: "yes", n: 1, b: true, z: null })).toEqual([]);
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(disallowedTextPaths(deep)).toHaveLength(1);
  });
});
