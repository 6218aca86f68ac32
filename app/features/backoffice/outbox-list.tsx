import { Link, useLocation } from "react-router";
import { Button } from "../../ui/button.tsx";
import { TableScroller } from "../../ui/table-scroller.tsx";
import { FormNotice } from "./form-notice.tsx";
import { labelOf, mailStatusLabels } from "./labels.ts";
import { formatOfficeTime } from "./office-time.ts";
import type { OutboxPage } from "./outbox.server.ts";
import type { OutboxListQuery } from "./outbox-list-query.server.ts";
import { Pagination } from "./pagination.tsx";
import { useFormAction } from "./use-form-action.ts";
import { withSearch } from "./url-search.ts";

type Mail = OutboxPage["items"][number];

const statusTone: Record<string, string> = {
  queued: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  sent: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
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

function RetryButton({ mail, fetcher }: { mail: Mail; fetcher: ReturnType<typeof useFormAction>["fetcher"] }) {
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

/** Every mail the site sends, newest first; a failed one can be put back in the queue. */
export function OutboxList({ page, query }: { page: OutboxPage; query: OutboxListQuery }) {
  const retry = useFormAction("retry");
  return (
    <div className="grid gap-6">
      <StatusTabs query={query} counts={page.counts} />
      <FormNotice notice={retry.notice} isError={retry.noticeIsError} />
      <TableScroller label="Mails" className="rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Mails, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                Queued
              </th>
              <th scope="col" className="px-3 py-2">
                To and subject
              </th>
              <th scope="col" className="px-3 py-2">
                Kind
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Attempts
              </th>
              <th scope="col" className="px-3 py-2">
                Last error
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {page.items.map((mail) => (
              <tr key={mail.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-3">{formatOfficeTime(mail.createdAt)}</td>
                <td className="px-3 py-3">
                  <div className="break-all">{mail.to}</div>
                  <div className="text-slate-700 dark:text-slate-300">{mail.subject}</div>
                </td>
                <td className="px-3 py-3">{mail.kind}</td>
                <td className="px-3 py-3">
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[mail.status] ?? ""}`}
                  >
                    {labelOf(mailStatusLabels, mail.status)}
                  </span>
                  <div className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                    {mail.sentAt
                      ? `Sent ${formatOfficeTime(mail.sentAt)}`
                      : mail.status === "queued"
                        ? `Next try ${formatOfficeTime(mail.nextAttemptAt)}`
                        : null}
                  </div>
                </td>
                <td className="px-3 py-3">{mail.attempts}</td>
                <td className="max-w-xs break-words px-3 py-3">{mail.lastError ?? ""}</td>
                <td className="px-3 py-3">
                  {mail.status === "failed" ? <RetryButton mail={mail} fetcher={retry.fetcher} /> : null}
                </td>
              </tr>
            ))}
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-3 py-8 text-center text-slate-700 dark:text-slate-300">
                  No mails here.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} noun="mails" />
    </div>
  );
}
