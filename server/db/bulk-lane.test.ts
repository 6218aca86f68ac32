import { describe, expect, test } from "vitest";
import { inBulkLane } from "./bulk-lane.ts";

describe("inBulkLane", () => {
  test("runs one read at a time, in the order asked, each after the one before has settled", async () => {
    const events: string[] = [];
    const read =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([
      inBulkLane(read("a")),
      inBulkLane(read("b", true)),
      inBulkLane(read("c")),
    ]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[2]).toEqual({ status: "fulfilled", value: "c" });
  });

  test("lets a timer that is due run between two reads", async () => {
    const events: string[] = [];
    const first = inBulkLane(async () => {
      events.push("read 1");
      setImmediate(() => events.push("other request"));
    });
    const second = inBulkLane(async () => void events.push("read 2"));
    await Promise.all([first, second]);
    expect(events).toEqual(["read 1", "other request", "read 2"]);
  });
});
