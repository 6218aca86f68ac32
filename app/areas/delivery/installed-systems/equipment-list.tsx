import { formatIsoDate } from "#app/lib/format.ts";
import type { Column } from "#app/ui/data-table.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import type { EquipmentListQuery, EquipmentPage } from "./equipment-list.server.ts";
import { equipmentCategorySelect, equipmentRowColumns } from "./equipment-row-columns.tsx";

type Item = EquipmentPage["items"][number];

const texts: ListTexts = {
  noun: { one: "item", many: "items" },
  label: "Equipment by make and model",
  caption: "Installed equipment by make and model, with the site each is at",
  empty: "No equipment recorded.",
  filters: { search: "Make and model (e.g. Enphase IQ8)", csvPath: "/api/service/equipment.csv" },
};

const columns: Column<Item>[] = [
  ...equipmentRowColumns<Item>("makeModel"),
  {
    header: "Installed",
    sortKey: "installedOn",
    firstDir: "desc",
    cell: (item) => formatIsoDate(item.installedOn),
  },
];

/** Systems by make and model: every item matching, and how many sites hold one (a recall's reach). */
export function EquipmentList({ page, query }: { page: EquipmentPage; query: EquipmentListQuery }) {
  return (
    <div className="grid gap-4">
      <p role="status">
        {page.total === 1 ? "1 item" : `${page.total} items`} at{" "}
        <strong>{page.siteCount === 1 ? "1 site" : `${page.siteCount} sites`}</strong>.
      </p>
      <StaffList
        page={page}
        query={query}
        columns={columns}
        texts={texts}
        selects={[equipmentCategorySelect]}
        sort={{ sort: query.sort, dir: query.dir, defaultSort: "makeModel", defaultDir: "asc" }}
      />
    </div>
  );
}
