import { Form, Link } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { lazyPart } from "#app/ui/lazy-part.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { Select } from "#app/ui/select.tsx";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { TableScroller } from "#app/ui/table-scroller.tsx";
import { rangePresets, type RangePreset } from "./analytics-range.ts";
import type { AnalyticsPageData } from "./analytics-page.server.ts";
import type { FigureCell, FigureTable } from "./figure-cells.ts";

/** Recharts is loaded by this page alone, after hydration; without JavaScript the tables are the page. */
const FigureChart = lazyPart(() => import("./figure-chart.tsx"));

const bucketOptions: [string, string][] = [
  ["day", "Days"],
  ["week", "Weeks (from Monday)"],
  ["month", "Months"],
];

function RangePresets({ current }: { current: AnalyticsPageData["form"]["range"] }) {
  return (
    <nav aria-label="Date range" className="flex flex-wrap gap-2">
      {(Object.entries(rangePresets) as [RangePreset, string][]).map(([preset, label]) => (
        <Link
          key={preset}
          to={`?range=${preset}`}
          aria-current={current === preset ? "page" : undefined}
          className={buttonClass(current === preset ? "primary" : "secondary")}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** Custom days: a GET form, so the range is the URL, works without JavaScript and each figure's link keeps it. */
function CustomRangeForm({ form, errors }: { form: AnalyticsPageData["form"]; errors: Record<string, string> | null }) {
  return (
    <Form method="get" aria-label="Custom range" className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="range" value="custom" />
      <Field label="From" error={errors?.from}>
        <input type="date" name="from" defaultValue={form.from} className={inputClass} required />
      </Field>
      <Field label="To" error={errors?.to}>
        <input type="date" name="to" defaultValue={form.to} className={inputClass} required />
      </Field>
      <Field label="Group by" error={errors?.bucket}>
        <Select name="bucket" value={form.bucket} any="Automatic" options={bucketOptions} />
      </Field>
      <button type="submit" className={buttonClass("primary")}>
        Show
      </button>
    </Form>
  );
}

function Cell({ cell }: { cell: FigureCell }) {
  return cell.href ? (
    <Link to={cell.href} className="underline underline-offset-2">
      {cell.text}
    </Link>
  ) : (
    <>{cell.text}</>
  );
}

/** A table of figures with its definition and the CSV of exactly its rows. */
function FigureTableView({ table, csvHref }: { table: FigureTable; csvHref: string }) {
  const hydrated = useHydrated();
  return (
    <Panel title={table.title}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{table.definition}</p>
      {hydrated && table.chart && table.rows.length > 0 ? <FigureChart table={table} /> : null}
      <TableScroller label={`${table.title}, the table`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{table.title}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length} className="px-3 py-3">
                  None in this range.
                </td>
              </tr>
            ) : (
              table.rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100 dark:border-slate-900">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-3 py-2 font-normal">
                        <Cell cell={cell} />
                      </th>
                    ) : (
                      <td key={index} className="px-3 py-2 tabular-nums">
                        <Cell cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroller>
      <a href={csvHref} download className={`${buttonClass("secondary")} mt-3`}>
        Download CSV<span className="sr-only"> of {table.title}</span>
      </a>
    </Panel>
  );
}

export function AnalyticsView({ data }: { data: AnalyticsPageData }) {
  const { form, errors, shown } = data;
  return (
    <StaffPage title="Analytics">
      <RangePresets current={form.range} />
      <CustomRangeForm form={form} errors={errors} />
      {shown ? (
        <>
          <p className="text-sm">
            {shown.range.from} to {shown.range.to}, compared with {shown.previous.from} to {shown.previous.to}; office
            days in Pacific time (America/Los_Angeles), weeks from Monday.
          </p>
          {shown.tables.map((table) => (
            <FigureTableView
              key={table.id}
              table={table}
              csvHref={`/api/analytics/figures.csv?${new URLSearchParams({ ...shown.range, bucket: shown.bucket, table: table.id }).toString()}`}
            />
          ))}
        </>
      ) : null}
    </StaffPage>
  );
}
