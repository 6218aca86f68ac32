import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { sortSearch, type ListSort, type SortDirection } from "#app/lib/list-url.ts";
import { TableScroller } from "./table-scroller.tsx";

export interface Column<Row> {
  header: string;
  /** Read by screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** The list query's sort key: the heading becomes a link sorting by it on the server. */
  sortKey?: string;
  /** The direction a first click sorts in (names A to Z, dates newest first). */
  firstDir?: SortDirection;
  /** The cell names its row (a row header). */
  rowHeader?: boolean;
  className?: string;
}

const cellClass = "px-3 py-3";
const headClass = "px-3 py-2";

function SortableHeading<Row>({ column, sort }: { column: Column<Row> & { sortKey: string }; sort: ListSort }) {
  const { pathname, search } = useLocation();
  const active = sort.sort === column.sortKey;
  const to = { pathname, search: sortSearch(search, sort, column.sortKey, column.firstDir ?? "desc") };
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
      className={headClass}
    >
      <Link to={to} className="inline-flex min-h-6 items-center gap-1 underline-offset-2 hover:underline">
        {column.header}
        {active ? <span aria-hidden>{sort.dir === "asc" ? "▲" : "▼"}</span> : null}
      </Link>
    </th>
  );
}

/**
 * A staff list's table: headings that sort through the URL (`?sort=&dir=`, read by the
 * page's loader), one row per record, `empty` in place of rows, scrolling sideways
 * inside its own region on a phone.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  sort,
  empty,
}: {
  /** Names the scrolling region. */
  label: string;
  /** Read by screen readers only. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: ListSort;
  empty: ReactNode;
}) {
  return (
    <TableScroller label={label} className="rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) =>
              column.sortKey && sort ? (
                <SortableHeading key={column.header} column={{ ...column, sortKey: column.sortKey }} sort={sort} />
              ) : (
                <th key={column.header} scope="col" className={`${headClass} ${column.className ?? ""}`}>
                  {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={`${cellClass} font-normal ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={`${cellClass} ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-700 dark:text-slate-300">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </TableScroller>
  );
}
