import { describe, expect, it } from "vitest";
import { pageSearch, rangeSummary, sortSearch, withSearch, type ListSort } from "./list-url.ts";

describe("withSearch", () => {
  it("changes some parameters and keeps the others", () => {
    expect(withSearch("?status=won&page=2", { page: 3 })).toBe("?status=won&page=3");
    expect(withSearch("?status=won&page=2", { page: null })).toBe("?status=won");
    expect(withSearch("?page=2", { page: null })).toBe("");
  });
});

describe("sortSearch", () => {
  const newestFirst: ListSort = { sort: "createdAt", dir: "desc", defaultSort: "createdAt", defaultDir: "desc" };

  it("sorts by another column in its first direction, back on page 1, keeping the filters", () => {
    expect(sortSearch("?status=won&page=4", newestFirst, "customerName", "asc")).toBe(
      "?status=won&sort=customerName&dir=asc",
    );
  });

  it("reverses the current column, and leaves the default order out of the URL", () => {
    expect(sortSearch("", newestFirst, "createdAt", "desc")).toBe("?dir=asc");
    const oldestFirst = { ...newestFirst, dir: "asc" as const };
    expect(sortSearch("?dir=asc&page=2", oldestFirst, "createdAt", "desc")).toBe("");
    const byName = { ...newestFirst, sort: "customerName", dir: "asc" as const };
    expect(sortSearch("?sort=customerName&dir=asc", byName, "customerName", "asc")).toBe("?sort=customerName&dir=desc");
  });
});

describe("pageSearch", () => {
  it("links another page and drops page=1", () => {
    expect(pageSearch("?search=chen", 2)).toBe("?search=chen&page=2");
    expect(pageSearch("?search=chen&page=2", 1)).toBe("?search=chen");
  });
});

describe("rangeSummary", () => {
  const leads = { one: "lead", many: "leads" };
  it("counts the rows of the page within the whole list", () => {
    expect(rangeSummary(2, 25, 312, leads)).toBe("Showing 26–50 of 312 leads");
    expect(rangeSummary(13, 25, 312, leads)).toBe("Showing 301–312 of 312 leads");
    expect(rangeSummary(1, 25, 1, leads)).toBe("Showing 1–1 of 1 lead");
    expect(rangeSummary(1, 25, 0, leads)).toBe("No leads");
  });
});
