import { labelOf } from "../../lib/labels.ts";
import { formatOfficeDate } from "../../lib/office-time.ts";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { ExportCsvLink } from "../../ui/export-csv-link.tsx";
import { Field } from "../../ui/field.tsx";
import { FilterForm } from "../../ui/filter-form.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { Select } from "../../ui/select.tsx";
import { newsletterSourceLabels } from "./newsletter-labels.ts";
import type { SubscriberListQuery } from "./subscriber-list-query.server.ts";
import type { SubscriberPage } from "./subscribers-admin.server.ts";

type Subscriber = SubscriberPage["items"][number];

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

const columns: Column<Subscriber>[] = [
  { header: "E-mail", className: "break-all", cell: (subscriber) => subscriber.email },
  { header: "Name", cell: (subscriber) => subscriber.name ?? "" },
  { header: "Source", cell: (subscriber) => labelOf(newsletterSourceLabels, subscriber.source) },
  {
    header: "Subscribed",
    className: "whitespace-nowrap",
    cell: (subscriber) => formatOfficeDate(subscriber.createdAt),
  },
  {
    header: "State",
    cell: (subscriber) =>
      subscriber.unsubscribedAt ? `Unsubscribed ${formatOfficeDate(subscriber.unsubscribedAt)}` : "Subscribed",
  },
];

/** Newsletter subscribers: counts by source, a searchable list, and the CSV of what it shows. */
export function SubscribersList({ page, query }: { page: SubscriberPage; query: SubscriberListQuery }) {
  return (
    <div className="grid gap-6">
      <SourceCounts counts={page.counts} />
      <FilterForm
        label="Filter subscribers"
        search={{ label: "Search e-mail or name", value: query.search, maxLength: 200 }}
        actions={<ExportCsvLink path="/api/admin/subscribers.csv" />}
      >
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
      </FilterForm>
      <DataTable
        label="Newsletter subscribers"
        caption="Newsletter subscribers, newest first"
        columns={columns}
        rows={page.items}
        rowKey={(subscriber) => subscriber.id}
        empty="No subscribers match these filters."
      />
      <Pagination list={page} noun={{ one: "subscriber", many: "subscribers" }} />
    </div>
  );
}
