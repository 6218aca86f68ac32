import { describe, expect, it } from "vitest";
import { countsByValue, listPage } from "./list-page.server.ts";

describe("listPage", () => {
  it("reads the page's window and reports the matching total", async () => {
    const windows: [number, number][] = [];
    const page = await listPage(
      { page: 3, pageSize: 25 },
      async (limit, offset) => {
        windows.push([limit, offset]);
        return ["a", "b"];
      },
      Promise.resolve([{ total: 52 }]),
    );
    expect(windows).toEqual([[25, 50]]);
    expect(page).toEqual({ items: ["a", "b"], page: 3, pageSize: 25, total: 52 });
  });

  it("counts zero when the count query returns no row", async () => {
    const page = await listPage({ page: 1, pageSize: 10 }, async () => [], Promise.resolve([]));
    expect(page.total).toBe(0);
  });
});

describe("countsByValue", () => {
  it("gives every value its count, zero for the missing ones", () => {
    expect(countsByValue(["queued", "sent", "failed"] as const, [{ value: "sent", count: 4 }])).toEqual({
      queued: 0,
      sent: 4,
      failed: 0,
    });
  });
});
