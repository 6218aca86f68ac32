import type { ReactNode } from "react";
import { equipmentCategoryLabels } from "#app/content/equipment-warranty-terms.ts";
import { labelOf } from "#app/lib/labels.ts";
import { TableScroller } from "#app/ui/table-scroller.tsx";
import type { EquipmentView } from "./sites.server.ts";
import { WarrantyBadge } from "./warranty-badge.tsx";

/**
 * A system's equipment: what each item is, its serial and quantity, and its product, labour and performance
 * warranties' end dates; `action` adds a cell per item (staff's correction form).
 */
export function EquipmentTable({
  equipment,
  today,
  caption,
  action,
}: {
  equipment: readonly EquipmentView[];
  today: string;
  caption: string;
  action?: (item: EquipmentView) => ReactNode;
}) {
  if (equipment.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">No equipment recorded.</p>;
  return (
    <TableScroller label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pr-3">
              Equipment
            </th>
            <th scope="col" className="py-2 pr-3">
              Serial
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Quantity
            </th>
            <th scope="col" className="py-2 pr-3">
              Product warranty
            </th>
            <th scope="col" className="py-2 pr-3">
              Labour warranty
            </th>
            <th scope="col" className="py-2 pr-3">
              Performance warranty
            </th>
            {action ? (
              <th scope="col" className="py-2">
                <span className="sr-only">Correct</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {equipment.map((item) => (
            <tr key={item.id} className="border-b border-slate-100 align-top dark:border-slate-800">
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="font-semibold">
                  {item.make} {item.model}
                </span>
                <br />
                {labelOf(equipmentCategoryLabels, item.category)}
              </th>
              <td className="py-2 pr-3 font-mono">{item.serial ?? "—"}</td>
              <td className="py-2 pr-3 text-right">{item.quantity}</td>
              <td className="py-2 pr-3">
                <WarrantyBadge endsOn={item.warrantyEnds.product} today={today} />
              </td>
              <td className="py-2 pr-3">
                <WarrantyBadge endsOn={item.warrantyEnds.labour} today={today} />
              </td>
              <td className="py-2 pr-3">
                <WarrantyBadge endsOn={item.warrantyEnds.performance} today={today} />
              </td>
              {action ? <td className="py-2">{action(item)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
