import type { ReactNode } from "react";
import { TableScroller } from "./table-scroller.tsx";

const th = "px-3 py-2 text-left font-semibold";
const td = "px-3 py-2 align-top";
const numericHeading = "px-3 py-2 text-right font-semibold";
const numericCell = "px-3 py-2 align-top text-right tabular-nums";

export interface ReferenceColumn<Row> {
  /** Empty for the corner above a column of row headings. */
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  className?: string;
}

/**
 * A public table of facts (specifications, codes, options compared): one row per entry, named by its first column,
 * scrolling sideways inside its own region on a phone; `empty` in its place when there are no rows. `children` are
 * further rows at the end of the body.
 */
export function ReferenceTable<Row>({
  label,
  caption,
  tableClassName,
  rows,
  rowKey,
  columns: [rowHeader, ...columns],
  empty,
  children,
}: {
  /** Names the scrolling region. */
  label: string;
  /** Read by screen readers only. */
  caption: string;
  /** Its minimum width, e.g. `min-w-[60rem]`. */
  tableClassName: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first one heads each row. */
  columns: readonly [ReferenceColumn<Row>, ...ReferenceColumn<Row>[]];
  empty?: string;
  children?: ReactNode;
}) {
  if (rows.length === 0 && empty) return <p className="mt-4 text-slate-700 dark:text-slate-300">{empty}</p>;
  return (
    <TableScroller label={label} className="mt-4">
      <table className={`w-full border-collapse text-sm ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {[rowHeader, ...columns].map(({ heading, numeric }, index) =>
              heading ? (
                <th key={heading} scope="col" className={numeric ? numericHeading : th}>
                  {heading}
                </th>
              ) : (
                <td key={index} />
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={th}>
                {rowHeader.cell(row)}
              </th>
              {columns.map((column) => (
                <td key={column.heading} className={`${column.numeric ? numericCell : td} ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {children}
        </tbody>
      </table>
    </TableScroller>
  );
}
