import { labelOf } from "#app/lib/labels.ts";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import type { Column } from "#app/ui/data-table.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { newsletterSourceLabels } from "./newsletter-labels.ts";
import type { SubscriberListQuery, SubscriberPage } from "./subscriber-list.server.ts";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { EmailAddress } from "#app/ui/email-address.tsx";

type Subscriber = SubscriberPage["items"][number];

const texts: ListTexts = {
  noun: { one: "subscriber", many: "subscribers" },
  label: "Newsletter subscribers",
  caption: "Newsletter subscribers, newest first",
  filters: { search: "Search e-mail or name", csvPath: "/api/admin/subscribers.csv" },
};
const selects: FilterSelect[] = [
  ["Source", "source", "Any source", Object.entries(newsletterSourceLabels)],
  [
    "State",
    "state",
    "Any",
    [
      ["subscribed", "Subscribed"],
      ["unsubscribed", "Unsubscribed"],
    ],
  ],
];

function SourceCounts({ counts }: { counts: SubscriberPage["counts"] }) {
  return (
    <TitledSection id="subscriber-counts" title="By source">
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
    </TitledSection>
  );
}

const columns: Column<Subscriber>[] = [
  { header: "E-mail", cell: (subscriber) => <EmailAddress address={subscriber.email} /> },
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
      <StaffList page={page} query={query} columns={columns} texts={texts} selects={selects} />
    </div>
  );
}
