import type { Column } from "#app/ui/data-table.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { equipmentCategorySelect, equipmentRowColumns } from "./equipment-row-columns.tsx";
import type { WarrantyListQuery, WarrantyPage } from "./warranty-list.server.ts";
import { WarrantyBadge } from "./warranty-badge.tsx";

type Item = WarrantyPage["items"][number];

const texts: ListTexts = {
  noun: { one: "item", many: "items" },
  label: "Warranties ending in the next 90 days",
  caption: "Equipment with a warranty ending in the next 90 days, soonest first",
  empty: "No warranty ends in the next 90 days.",
  filters: { search: "Search make, model, serial or customer", csvPath: "/api/service/warranties.csv" },
};

/** Warranties ending in the next 90 days: each item's three warranties, so staff see which one ends. */
export function WarrantyList({ page, query, today }: { page: WarrantyPage; query: WarrantyListQuery; today: string }) {
  const columns: Column<Item>[] = [
    ...equipmentRowColumns<Item>(),
    { header: "Product", cell: (item) => <WarrantyBadge endsOn={item.productEnds} today={today} /> },
    { header: "Labour", cell: (item) => <WarrantyBadge endsOn={item.labourEnds} today={today} /> },
    { header: "Performance", cell: (item) => <WarrantyBadge endsOn={item.performanceEnds} today={today} /> },
  ];
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns}
      texts={texts}
      selects={[equipmentCategorySelect]}
      sort={{ sort: query.sort, dir: query.dir, defaultSort: "endsOn", defaultDir: "asc" }}
    />
  );
}
