import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { Link } from "react-router";
import { equipmentCategoryLabels } from "#app/content/equipment-warranty-terms.ts";
import { labelOf } from "#app/lib/labels.ts";
import type { Column } from "#app/ui/data-table.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";

/** The fields both service lists show of an item where it is. */
export interface EquipmentRow {
  id: string;
  systemId: string;
  siteId: string;
  customerName: string;
  line1: string;
  city: string | null;
  category: string;
  make: string;
  model: string;
  serial: string | null;
  quantity: number;
}

/** An item's make and model (to its system), serial and quantity, and its site and customer. */
export function equipmentRowColumns<Row extends EquipmentRow>(sortKey?: string): Column<Row>[] {
  return [
    {
      header: "Equipment",
      rowHeader: true,
      ...(sortKey ? { sortKey, firstDir: "asc" as const } : {}),
      cell: (row) => (
        <>
          <Link to={`/enterprise-carm/systems/${row.systemId}`} className={textLinkClass}>
            {row.make} {row.model}
          </Link>
          <br />
          {labelOf(equipmentCategoryLabels, row.category)}
        </>
      ),
    },
    { header: "Serial", className: "font-mono", cell: (row) => row.serial ?? "—" },
    { header: "Quantity", className: "text-right", cell: (row) => row.quantity },
    {
      header: "Site",
      cell: (row) => (
        <>
          <Link to={`/enterprise-carm/sites/${row.siteId}`} className={textLinkClass}>
            {[row.line1, row.city].filter(Boolean).join(", ")}
          </Link>
          <br />
          {row.customerName}
        </>
      ),
    },
  ];
}

/** The equipment lists' filter by category. */
export const equipmentCategorySelect: FilterSelect = [
  "Equipment",
  "category",
  "Any equipment",
  Object.entries(equipmentCategoryLabels),
];
