import { describe, expect, it } from "vitest";
import { assigneeSchema, parseDueAt, statusChangeSchema, taskSchema } from "./pipeline-schemas.ts";

describe("parseDueAt", () => {
  it("reads a date-time input's value as office time, DST included", () => {
    expect(parseDueAt("2025-01-15T09:00")?.toISOString()).toBe("2025-01-15T17:00:00.000Z");
    expect(parseDueAt("2025-07-15T09:00")?.toISOString()).toBe("2025-07-15T16:00:00.000Z");
  });

  it("takes an ISO time with an offset as it is", () => {
    expect(parseDueAt("2025-07-15T09:00:00Z")?.toISOString()).toBe("2025-07-15T09:00:00.000Z");
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "tomorrow",
      "2025-13-01T09:00",
      "2025-07-15T25:00",
      "2025-07-15 09:00",
      "2025-07-15T09:00:00",
    ]) {
      expect(parseDueAt(value), value).toBeNull();
    }
  });
});

describe("statusChangeSchema", () => {
  it("drops a reason given for any status but lost", () => {
    expect(statusChangeSchema.parse({ status: "won", lostReason: "stale" })).toEqual({
      status: "won",
      lostReason: null,
    });
  });

  it("needs a reason, not blanks, for lost", () => {
    const result = statusChangeSchema.safeParse({ status: "lost", lostReason: "   " });
    expect(result.error?.issues).toMatchObject([
      { path: ["lostReason"], message: "Please say why this lead was lost" },
    ]);
    expect(statusChangeSchema.parse({ status: "lost", lostReason: " Too far away " })).toEqual({
      status: "lost",
      lostReason: "Too far away",
    });
  });
});

describe("form and API inputs", () => {
  it("reads a blank assignee as nobody, from a form or the API", () => {
    expect(assigneeSchema.parse({ assigneeId: "" })).toEqual({ assigneeId: null });
    expect(assigneeSchema.parse({ assigneeId: null })).toEqual({ assigneeId: null });
    expect(assigneeSchema.safeParse({ assigneeId: "bob" }).success).toBe(false);
  });

  it("turns a task's due time into an instant", () => {
    expect(taskSchema.parse({ title: " Call back ", dueAt: "2025-01-15T09:00" })).toEqual({
      title: "Call back",
      dueAt: new Date("2025-01-15T17:00:00.000Z"),
      assigneeId: null,
    });
  });
});
