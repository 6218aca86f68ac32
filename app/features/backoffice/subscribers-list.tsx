import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { Select } from "./filter-select.tsx";
import { labelOf, newsletterSourceLabels } from "./labels.ts";
import { formatOfficeDate } from "./office-time.ts";
import { Pagination } from "./pagination.tsx";
import type { SubscriberListQuery } from "./subscriber-list-query.server.ts";
import type { listSubscribers } from "./subscribers.server.ts";
import { withSearch } from "./url-search.ts";

type SubscriberPage = Awaited<ReturnType<typeof listSubscribers>>;

function SourceCounts({ counts }: { counts: SubscriberPage["counts"] }) {
  return (
    <section aria-labelledby="subscriber-counts" className="grid gap-3">
      <h2 id="subscriber-counts" className="text-lg font-semibold">
        By source
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {Object.entries(newsletterSourceLabels).map(([source, label]) => {
          const count = counts.find((row) => row.source === source) ?? { subscribed: 0, unsubscribed: 0 };
          return (
            <div key={source} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <h3 className="font-semibold">
                {label} <span className="text-xs font-normal text-slate-700 dark:text-slate-300">({source})</span>
              </h3>
              <p className="mt-1 text-sm">
                <span className="text-2xl font-bold">{count.subscribed}</span> subscribed · {count.unsubscribed}{" "}
                unsubscribed
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Newsletter subscribers: counts by source, a searchable list, and the CSV of what it shows. */
export function SubscribersList({ page, query }: { page: SubscriberPage; query: SubscriberListQuery }) {
  const { search } = useLocation();
  return (
    <div className="grid gap-6">
      <SourceCounts counts={page.counts} />
      <Form
        key={search}
        method="get"
        role="search"
        aria-label="Filter subscribers"
        className="grid items-start gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-4 dark:border-slate-800"
      >
        <div className="sm:col-span-2">
          <Field label="Search e-mail or name">
            <input
              type="search"
              name="search"
              defaultValue={query.search ?? ""}
              maxLength={200}
              className={inputClass}
            />
          </Field>
        </div>
        <Field label="Source">
          <Select
            name="source"
            value={query.source}
            any="Any source"
            options={Object.entries(newsletterSourceLabels)}
          />
        </Field>
        <Field label="State">
          <Select
            name="state"
            value={query.state}
            any="Any"
            options={[
              ["subscribed", "Subscribed"],
              ["unsubscribed", "Unsubscribed"],
            ]}
          />
        </Field>
        <div className="flex flex-wrap gap-2 sm:col-span-4">
          <button type="submit" className={buttonClass("primary")}>
            Apply filters
          </button>
          <Link to="/admin-crm/subscribers" className={buttonClass("secondary")}>
            Clear filters
          </Link>
          <a
            href={`/api/admin/subscribers.csv${withSearch(search, { page: null, pageSize: null })}`}
            download
            className={buttonClass("secondary")}
          >
            Export CSV
          </a>
        </div>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Newsletter subscribers, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                E-mail
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Source
              </th>
              <th scope="col" className="px-3 py-2">
                Subscribed
              </th>
              <th scope="col" className="px-3 py-2">
                State
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {page.items.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className="break-all px-3 py-3">{subscriber.email}</td>
                <td className="px-3 py-3">{subscriber.name ?? ""}</td>
                <td className="px-3 py-3">{labelOf(newsletterSourceLabels, subscriber.source)}</td>
                <td className="whitespace-nowrap px-3 py-3">{formatOfficeDate(subscriber.createdAt)}</td>
                <td className="px-3 py-3">
                  {subscriber.unsubscribedAt
                    ? `Unsubscribed ${formatOfficeDate(subscriber.unsubscribedAt)}`
                    : "Subscribed"}
                </td>
              </tr>
            ))}
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-8 text-center text-slate-700 dark:text-slate-300">
                  No subscribers match these filters.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} noun="subscribers" />
    </div>
  );
}
