import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shareImage } from "./pages.ts";

describe("the share image link previews show", () => {
  it("is a 1200x630 PNG, as its og:image tags say", () => {
    const png = fs.readFileSync(path.join("public", shareImage.path));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The IHDR chunk comes first: its width and height follow the signature, the chunk's length and its type.
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
