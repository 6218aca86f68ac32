import { describe, expect, it } from "vitest";
import { linesOf } from "./backup-file.ts";

async function collect(chunks: (Buffer | string)[]): Promise<string[]> {
  const lines: string[] = [];
  async function* stream() {
    yield* chunks;
  }
  for await (const line of linesOf(stream())) lines.push(line);
  return lines;
}

describe("linesOf", () => {
  it("joins lines split over chunks, including a character split between two", async () => {
    const text = Buffer.from('["Zoë ☀️"]\n["second"]\n');
    const chunks = [text.subarray(0, 5), text.subarray(5, 9), text.subarray(9, 15), text.subarray(15)];
    expect(await collect(chunks)).toEqual(['["Zoë ☀️"]', '["second"]']);
  });

  it("keeps a last line without a newline and empty lines between", async () => {
    expect(await collect(["a\n\nb"])).toEqual(["a", "", "b"]);
  });

  it("reads a line of many megabytes in one piece", async () => {
    const long = "x".repeat(3 * 1024 * 1024);
    const chunks = Array.from({ length: 48 }, (_, i) => long.slice(i * 65_536, (i + 1) * 65_536));
    expect(await collect([...chunks, "\nend"])).toEqual([long, "end"]);
  });
});
