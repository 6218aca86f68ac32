import { labelOf } from "#app/lib/labels.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import type { Column } from "#app/ui/data-table.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { adjustmentReasonLabels } from "./adjustment-reasons.ts";
import type { AdjustmentListQuery, AdjustmentPage } from "./adjustment-list.server.ts";

type Adjustment = AdjustmentPage["items"][number];

const columns: Column<Adjustment>[] = [
  { header: "When", className: "whitespace-nowrap", cell: (row) => formatOfficeTime(row.at) },
  { header: "Product", cell: (row) => `${row.sku} · ${row.productName}` },
  { header: "Reason", cell: (row) => labelOf(adjustmentReasonLabels, row.reason) },
  {
    header: "Change",
    className: "text-right",
    cell: (row) => (row.quantityChange > 0 ? `+${row.quantityChange}` : row.quantityChange),
  },
  { header: "Stock after", className: "text-right", cell: (row) => row.stockAfter },
  { header: "Order or ticket", className: "font-mono", cell: (row) => row.orderNumber ?? row.ticketReference ?? "" },
  { header: "Note", className: "max-w-xs break-words", cell: (row) => row.note ?? "" },
  { header: "By", cell: (row) => row.actor ?? (row.orderNumber ? "Checkout" : "") },
];

const texts: ListTexts = {
  noun: { one: "stock change", many: "stock changes" },
  caption: "Stock changes, newest first",
  empty: "No stock changes here.",
  filters: { search: "Search SKU, product or order number", csvPath: "/api/admin/inventory-adjustments.csv" },
};

/**
 * The stock audit log: every change, who made it and when, newest first; with the list's `query`, filtered by
 * product, order or reason (a product's own page shows its changes unfiltered).
 */
export function AdjustmentsList({ page, query }: { page: AdjustmentPage; query?: AdjustmentListQuery }) {
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns}
      texts={texts}
      selects={[["Reason", "reason", "Any reason", Object.entries(adjustmentReasonLabels)]]}
    />
  );
}
