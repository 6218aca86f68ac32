import { Link, useLocation } from "react-router";
import { withSearch } from "#app/lib/list-url.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { mailStatusLabels } from "./mail-status-labels.ts";
import { MailStatusBadge } from "./mail-status-badge.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import type { OutboxListQuery, OutboxPage } from "./outbox-list.server.ts";
import { EmailAddress } from "#app/ui/email-address.tsx";

type Mail = OutboxPage["items"][number];
type Fetcher = ReturnType<typeof useFormAction>["fetcher"];

const texts: ListTexts = {
  noun: { one: "mail", many: "mails" },
  caption: "Mails, newest first",
  empty: "No mails here.",
};

/** All, queued, sent, failed: each a link with its count. */
function StatusTabs({ query, counts }: { query: OutboxListQuery; counts: OutboxPage["counts"] }) {
  const { pathname, search } = useLocation();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs: [string | null, string, number][] = [
    [null, "All", total],
    ...Object.entries(mailStatusLabels).map(([status, label]): [string, string, number] => [
      status,
      label,
      counts[status as keyof typeof counts],
    ]),
  ];
  return (
    <nav aria-label="Mail status" className="flex flex-wrap gap-2">
      {tabs.map(([status, label, count]) => {
        const current = (query.status ?? null) === status;
        return (
          <Link
            key={label}
            to={{ pathname, search: withSearch(search, { status, page: null }) }}
            aria-current={current ? "page" : undefined}
            className={`inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium ${
              current
                ? "border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-300 dark:bg-slate-800 dark:text-white"
                : "border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            }`}
          >
            {label} ({count})
          </Link>
        );
      })}
    </nav>
  );
}

/** All "Retry" buttons share one fetcher, owned by the list, so its result outlives the button. */
function RetryButton({ mail, fetcher }: { mail: Mail; fetcher: Fetcher }) {
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("mailId") === mail.id;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="mailId" value={mail.id} />
      <Button type="submit" variant="secondary" disabled={pending} aria-label={`Retry “${mail.subject}” to ${mail.to}`}>
        {pending ? "Retrying..." : "Retry"}
      </Button>
    </fetcher.Form>
  );
}

function columns(fetcher: Fetcher, mailServerSet: boolean): Column<Mail>[] {
  return [
    { header: "Queued", className: "whitespace-nowrap", cell: (mail) => formatOfficeTime(mail.createdAt) },
    {
      header: "To and subject",
      cell: (mail) => (
        <>
          <div>
            <EmailAddress address={mail.to} />
          </div>
          <div>
            <Link to={`/admin-crm/outbox/${mail.id}`} className={recordLinkClass}>
              {mail.subject}
            </Link>
          </div>
        </>
      ),
    },
    { header: "Kind", cell: (mail) => mail.kind },
    {
      header: "Status",
      cell: (mail) => (
        <>
          <MailStatusBadge status={mail.status} />
          <div className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {mail.sentAt
              ? `Sent ${formatOfficeTime(mail.sentAt)}`
              : mail.status !== "queued"
                ? null
                : mailServerSet
                  ? `Next try ${formatOfficeTime(mail.nextAttemptAt)}`
                  : "Waits for a mail server"}
          </div>
        </>
      ),
    },
    { header: "Attempts", cell: (mail) => mail.attempts },
    { header: "Last error", className: "max-w-xs break-words", cell: (mail) => mail.lastError ?? "" },
    {
      header: "Actions",
      hiddenHeader: true,
      cell: (mail) => (mail.status === "failed" ? <RetryButton mail={mail} fetcher={fetcher} /> : null),
    },
  ];
}

/**
 * Every mail the site sends, newest first; a failed one can be put back in the queue. Without a mail server
 * (`SMTP_URL` unset) the page says so, and queued mails wait for one rather than showing "next try" times.
 */
export function OutboxList({
  page,
  query,
  mailServerSet,
}: {
  page: OutboxPage;
  query: OutboxListQuery;
  mailServerSet: boolean;
}) {
  const retry = useFormAction("retry");
  return (
    <div className="grid gap-6">
      {mailServerSet ? null : (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-slate-900"
        >
          No mail server is configured (SMTP_URL is not set): no mail is sent, and every mail waits here until one is
          set and the server restarted.
        </p>
      )}
      <StatusTabs query={query} counts={page.counts} />
      <StaffList page={page} columns={columns(retry.fetcher, mailServerSet)} texts={texts} notice={retry} />
    </div>
  );
}
