import { describe, expect, it } from "vitest";
import { taskDue } from "./task-due.ts";

// 11 PM on March 4, 2026 at the office (PST, UTC-8).
const now = new Date("2026-03-05T07:00:00Z");
const open = (dueAt: string) => ({ dueAt: new Date(dueAt), completedAt: null });

describe("taskDue", () => {
  it("is overdue once the due time has passed", () => {
    expect(taskDue(open("2026-03-05T06:59:00Z"), now)).toBe("overdue");
  });

  it("is today until midnight at the office, though the UTC date is already the next day", () => {
    expect(taskDue(open("2026-03-05T07:59:00Z"), now)).toBe("today");
    expect(taskDue(open("2026-03-05T08:00:00Z"), now)).toBe("later");
  });

  it("is done once completed, whenever it was due", () => {
    expect(taskDue({ dueAt: new Date("2026-03-01T00:00:00Z"), completedAt: now }, now)).toBe("done");
  });
});
