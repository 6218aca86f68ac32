import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "#tests/support/dom.tsx";
import { CustomerTimeline } from "./customer-timeline.tsx";
import { timelineItemOf, type TimelineRow } from "./timeline-items.ts";

const LEAD = "5b0a1f6e-2c3d-4e5f-8a9b-0c1d2e3f4a5b";

const row = (
  at: string,
  kind: string,
  data: Record<string, unknown>,
  extra: Partial<TimelineRow> = {},
): TimelineRow => ({
  at,
  kind,
  key: `${kind}-${at}`,
  lead_id: null,
  by: null,
  data,
  ...extra,
});

const page = (rows: TimelineRow[], total = rows.length, pageNumber = 1) => ({
  items: rows.map(timelineItemOf),
  page: pageNumber,
  pageSize: 20,
  total,
});

describe("a customer's timeline", () => {
  it("tells each entry in the order given, with who, the lead it is about and when in office time", () => {
    renderInPage(
      <CustomerTimeline
        timeline={page([
          row(
            "2026-11-20T18:30:00Z",
            "status_changed",
            { from: "proposal_sent", to: "won", reference: "L-00042" },
            { lead_id: LEAD, by: "Dana Office" },
          ),
          row("2026-11-19T16:00:00Z", "order_placed", { orderNumber: "ORD-1001", totalCents: 129_900 }),
          row("2026-11-18T17:15:00Z", "mail_sent", { subject: "We received your request" }),
        ])}
      />,
    );
    const entries = screen.getAllByRole("listitem");
    expect(entries.map((entry) => entry.querySelector("span")?.textContent)).toEqual([
      "Changed the status from Proposal sent to Won",
      "Order ORD-1001 placed",
      "E-mail sent: We received your request",
    ]);
    expect(entries[0]!.textContent).toContain("Lead L-00042");
    expect(entries[0]!.textContent).toContain("By Dana Office");
    expect(within(entries[0]!).getByRole("link", { name: "Open the lead" }).getAttribute("href")).toBe(
      `/admin-crm/leads/${LEAD}`,
    );
    expect(entries[1]!.textContent).toContain("$1,299.00");
    // 18:30 UTC is 10:30 in Redding in November.
    expect(entries[0]!.textContent).toMatch(/10:30\s?AM/);
    expect(screen.getByRole("navigation", { name: "Pagination" }).textContent).toContain("3 entries");
  });

  it("says so when nothing has happened yet", () => {
    renderInPage(<CustomerTimeline timeline={page([])} />);
    expect(screen.getByText("Nothing has happened with this customer yet.")).toBeTruthy();
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });

  it("shows where a later page is in the whole and links back to the first", () => {
    const rows = Array.from({ length: 5 }, (_, i) =>
      row(`2026-11-0${i + 1}T17:00:00Z`, "newsletter_subscribed", { email: "ana@example.com" }),
    );
    renderInPage(<CustomerTimeline timeline={page(rows, 45, 3)} />);
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(pagination.textContent).toContain("41–45 of 45 entries");
    expect(
      within(pagination)
        .getByRole("link", { name: /Previous/ })
        .getAttribute("href"),
    ).toContain("page=2");
  });
});
