import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { actorText, changeText } from "./audit-event-text.ts";
import { RecordHistory } from "./record-history.tsx";

const event = {
  id: "e1",
  occurredAt: new Date("2031-03-04T18:05:00Z"),
  actorName: "Avery Stone",
  actorRole: "office",
  action: "lead.status",
  before: { status: "new" },
  after: { id: "lead-1", status: "contacted", lostReason: null },
};

describe("a record's history", () => {
  it("says who did what, each field from what it was to what it became, and when at the office", () => {
    const html = renderToString(<RecordHistory events={[event]} />).replace(/<!-- -->/g, "");
    expect(html).toContain('<h2 id="record-history" class="text-lg font-semibold">History</h2>');
    expect(html).toContain("lead.status</span> by Avery Stone (Office)");
    expect(html).toContain("status: new → contacted; lostReason: —");
    expect(html).toContain("Mar 4, 2031, 10:05 AM PST");
  });

  it("says so when nothing was recorded", () => {
    expect(renderToString(<RecordHistory events={[]} />)).toContain("No changes recorded yet.");
  });

  it("names nobody for a failed sign-in, and a former member of staff whose account is gone by role", () => {
    expect(actorText({ actorName: null, actorRole: null })).toBe("Nobody signed in");
    expect(actorText({ actorName: null, actorRole: "admin" })).toBe("A former administrator");
    expect(changeText({ before: null, after: { id: "x" } })).toBe("");
  });
});
