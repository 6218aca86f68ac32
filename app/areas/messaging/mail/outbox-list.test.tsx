import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { OutboxList } from "./outbox-list.tsx";
import type { OutboxPage } from "./outbox-list.server.ts";

const queued = {
  id: "00000000-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T18:00:00Z"),
  kind: "lead_confirmation",
  to: "maria@example.com",
  subject: "We received your request",
  status: "queued" as const,
  attempts: 0,
  nextAttemptAt: new Date("2026-11-20T18:00:00Z"),
  lastError: null,
  sentAt: null,
};
const page = {
  items: [queued],
  total: 1,
  page: 1,
  pageSize: 25,
  counts: { queued: 1, sent: 0, failed: 0 },
} as unknown as OutboxPage;

const render = (mailServerSet: boolean) => {
  const Stub = createRoutesStub([
    {
      path: "/admin-crm/outbox",
      Component: () => (
        <OutboxList page={page} query={{ page: 1, pageSize: 25 } as never} mailServerSet={mailServerSet} />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/admin-crm/outbox"]} />).replace(/<!-- -->/g, "");
};

describe("OutboxList", () => {
  it("says plainly that no mail server is configured, and a queued mail waits for one", () => {
    const html = render(false);
    expect(html).toContain("No mail server is configured (SMTP_URL is not set)");
    expect(html).toContain("Waits for a mail server");
    expect(html).not.toContain("Next try");
  });

  it("shows the next try once a mail server is set", () => {
    const html = render(true);
    expect(html).not.toContain("No mail server is configured");
    expect(html).toContain("Next try");
  });
});
