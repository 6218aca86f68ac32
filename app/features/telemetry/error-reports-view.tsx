import { formatNumber } from "../../lib/format.ts";
import { TableScroller } from "../../ui/table-scroller.tsx";
import { PageLinks, TelemetryViewLinks, TimeWindowLinks } from "./admin-links.tsx";
import type { ErrorGroupRow, ErrorReportsData } from "./admin-data.ts";
import { timeWindows } from "./time-window.ts";

const cell = "border-b border-slate-200 px-3 py-2 align-top dark:border-slate-700";
const headCell = `${cell} font-semibold whitespace-nowrap`;

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

function ErrorGroupTableRow({ group }: { group: ErrorGroupRow }) {
  return (
    <tr>
      <td className={cell}>
        <code>{group.type}</code>
      </td>
      <th scope="row" className={`${cell} max-w-md text-left font-normal`}>
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
      </th>
      <td className={`${cell} text-right tabular-nums`}>{formatNumber(group.count)}</td>
      <td className={`${cell} whitespace-nowrap`}>{group.firstSeen}</td>
      <td className={`${cell} whitespace-nowrap`}>{group.lastSeen}</td>
      <td className={cell}>
        <Pages group={group} />
      </td>
      <td className={cell}>{group.browsers.join(", ")}</td>
    </tr>
  );
}

/** /admin/errors: browser errors grouped by type and message, most frequent first. */
export function ErrorReportsView(data: ErrorReportsData) {
  const windowLabel = timeWindows[data.timeWindow].label;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <TelemetryViewLinks current="errors" timeWindow={data.timeWindow} />
      <h1 className="mt-6 text-3xl font-bold">Error reports</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Errors from visitors&apos; browsers, grouped by type and message. Times are Pacific; reports older than{" "}
        {data.retentionDays} days are deleted.
      </p>
      <div className="mt-6">
        <TimeWindowLinks current={data.timeWindow} />
      </div>
      {data.groups.length === 0 ? (
        <p className="mt-8">No errors reported in the last {windowLabel}.</p>
      ) : (
        <TableScroller label="Error reports" className="mt-6">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold">
              {plural(data.total, "error group", "error groups")} in the last {windowLabel}, most frequent first
            </caption>
            <thead>
              <tr>
                <th scope="col" className={headCell}>
                  Type
                </th>
                <th scope="col" className={headCell}>
                  Message
                </th>
                <th scope="col" className={`${headCell} text-right`}>
                  Count
                </th>
                <th scope="col" className={headCell}>
                  First seen
                </th>
                <th scope="col" className={headCell}>
                  Last seen
                </th>
                <th scope="col" className={headCell}>
                  Pages
                </th>
                <th scope="col" className={headCell}>
                  Browsers
                </th>
              </tr>
            </thead>
            <tbody>
              {data.groups.map((group) => (
                <ErrorGroupTableRow key={`${group.type}\n${group.message}`} group={group} />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <PageLinks page={data.page} pageCount={data.pageCount} timeWindow={data.timeWindow} />
    </div>
  );
}
