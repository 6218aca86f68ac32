import { formatNumber } from "#app/lib/format.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { TimeWindowLinks } from "./admin-links.tsx";
import type { ErrorGroupRow, ErrorReportsData } from "./admin-data.ts";
import { timeWindows } from "./time-window.ts";

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

function Pages({ group }: { group: ErrorGroupRow }) {
  const more = group.affectedPages - group.samplePages.length;
  return (
    <>
      <ul className="grid gap-0.5">
        {group.samplePages.map((path) => (
          <li key={path} className="break-words">
            {path}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="text-slate-600 dark:text-slate-300">and {plural(more, "more page", "more pages")}</p>
      ) : null}
    </>
  );
}

function Message({ group }: { group: ErrorGroupRow }) {
  return (
    <>
      <p className="font-medium break-words">{group.message}</p>
      {group.sampleStack ? (
        <details className="mt-1">
          <summary className="inline-flex min-h-6 cursor-pointer items-center text-sm text-brand-700 dark:text-brand-300">
            Sample stack
          </summary>
          <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap dark:bg-slate-900">
            {group.sampleStack}
          </pre>
        </details>
      ) : null}
    </>
  );
}

const columns: Column<ErrorGroupRow>[] = [
  { header: "Type", cell: (group) => <code>{group.type}</code> },
  { header: "Message", rowHeader: true, className: "max-w-md", cell: (group) => <Message group={group} /> },
  { header: "Count", className: "text-right tabular-nums", cell: (group) => formatNumber(group.count) },
  { header: "First seen", className: "whitespace-nowrap", cell: (group) => group.firstSeen },
  { header: "Last seen", className: "whitespace-nowrap", cell: (group) => group.lastSeen },
  { header: "Pages", cell: (group) => <Pages group={group} /> },
  { header: "Browsers", cell: (group) => group.browsers.join(", ") },
];

/** /admin/errors: browser errors grouped by type and message, most frequent first. */
export function ErrorReportsView(data: ErrorReportsData) {
  const windowLabel = timeWindows[data.timeWindow].label;
  return (
    <StaffPage title="Error reports">
      <p className="text-slate-700 dark:text-slate-300">
        Errors from visitors&apos; browsers, grouped by type and message. Times are Pacific; reports older than{" "}
        {data.retentionDays} days are deleted.
      </p>
      <TimeWindowLinks current={data.timeWindow} />
      <DataTable
        label="Error reports"
        caption={`${plural(data.total, "error group", "error groups")} in the last ${windowLabel}, most frequent first`}
        columns={columns}
        rows={data.groups}
        rowKey={(group) => `${group.type}\n${group.message}`}
        empty={`No errors reported in the last ${windowLabel}.`}
      />
      <Pagination list={data} noun={{ one: "error group", many: "error groups" }} />
    </StaffPage>
  );
}
