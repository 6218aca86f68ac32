import { describe, expect, it } from "vitest";
import { disallowedTextPaths, hasControlCharacters, isAllowedText } from "./allowed-text.ts";

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

  it("finds control characters: every one in a line; in a multi-line text all but tab, LF and CRLF", () => {
    for (const control of ["\r", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029"]) {
      expect(hasControlCharacters(`a${control}b`, { multiline: false }), JSON.stringify(control)).toBe(true);
      expect(hasControlCharacters(`a${control}b`, { multiline: true }), JSON.stringify(control)).toBe(true);
    }
    for (const breakOrTab of ["\n", "\r\n", "\t"]) {
      expect(hasControlCharacters(`a${breakOrTab}b`, { multiline: false })).toBe(true);
      expect(hasControlCharacters(`a${breakOrTab}b`, { multiline: true })).toBe(false);
    }
    expect(hasControlCharacters("Zoë Núñez 日本 ☀️ 😀", { multiline: false })).toBe(false);
  });
});
