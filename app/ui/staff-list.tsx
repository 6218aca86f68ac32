import type { ReactNode } from "react";
import type { ListSort } from "#app/lib/list-url.ts";
import { DataTable, type Column } from "./data-table.tsx";
import { FilterForm, type FilterSelect } from "./filter-form.tsx";
import { FormNotice } from "./form-notice.tsx";
import { Pagination } from "./pagination.tsx";

/**
 * What a staff list calls its rows ("3 of 12 orders"; the table is named "Orders" unless `label` says otherwise) and
 * its table's caption. With `filters`, the list has filters: their landmark "Filter orders", the search box's label,
 * and with `csvPath` the CSV export of what they show. No row matching reads "No orders match these filters."
 */
export interface ListTexts {
  noun: { one: string; many: string };
  caption: string;
  label?: string;
  empty?: string;
  /** `searchParam`: the search box's parameter when it is not `search`. */
  filters?: { search: string; searchParam?: string; csvPath?: `/api/${string}` };
}

function searchValue(query: object, param = "search"): string | undefined {
  const value = (query as Record<string, unknown>)[param];
  return typeof value === "string" ? value : undefined;
}

/**
 * A back-office list: its filters (the search box from `query.search`, then `selects` and `children`), the notice
 * of the last write made from a row, the page of rows and the links to the other pages. Every staff list is one of
 * these, so they read and behave alike.
 */
export function StaffList<Row extends { id: string | number }>({
  page,
  query,
  columns,
  texts,
  selects,
  sort,
  notice,
  children,
}: {
  page: { items: readonly Row[]; page: number; pageSize: number; total: number };
  /** The list's query as the loader parsed it: the filters' current values. */
  query?: object;
  columns: readonly Column<Row>[];
  texts: ListTexts;
  selects?: FilterSelect[];
  sort?: ListSort;
  /** A row action's outcome, as `useFormAction` reports it. */
  notice?: { notice: string | null | undefined; noticeIsError: boolean };
  /** Filter fields after the selects. */
  children?: ReactNode;
}) {
  const { noun, caption, filters } = texts;
  const label = texts.label ?? noun.many.charAt(0).toUpperCase() + noun.many.slice(1);
  return (
    <div className="grid gap-6">
      {filters && query ? (
        <FilterForm
          label={`Filter ${noun.many}`}
          search={{ label: filters.search, name: filters.searchParam, value: searchValue(query, filters.searchParam) }}
          csvPath={filters.csvPath}
          values={query}
          selects={selects}
        >
          {children}
        </FilterForm>
      ) : null}
      {notice ? <FormNotice notice={notice.notice} isError={notice.noticeIsError} /> : null}
      <DataTable
        label={label}
        caption={caption}
        columns={columns}
        rows={page.items}
        rowKey={(row) => String(row.id)}
        sort={sort}
        empty={texts.empty ?? `No ${noun.many} match these filters.`}
      />
      <Pagination list={page} noun={noun} />
    </div>
  );
}
