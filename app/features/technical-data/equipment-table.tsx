import type { EquipmentSpec } from "../../content/equipment-specs.ts";
import { formatIsoMonth, formatNumber } from "../../lib/format.ts";
import { TableScroller } from "../../ui/table-scroller.tsx";

const th = "px-3 py-2 text-left font-semibold";
const td = "px-3 py-2 align-top";
const watts = (w: number) => (w >= 1000 ? `${formatNumber(w / 1000, 2)} kW` : `${formatNumber(w)} W`);

export function EquipmentTable({ specs }: { specs: readonly EquipmentSpec[] }) {
  if (specs.length === 0) return <p className="mt-4 text-slate-700 dark:text-slate-300">No equipment matches.</p>;
  return (
    <TableScroller label="Equipment specifications" className="mt-4">
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">Specifications of the equipment we install</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {[
              "Equipment",
              "Type",
              "Continuous / rated power",
              "Peak",
              "Voltage",
              "Capacity",
              "Efficiency",
              "Warranty",
              "Datasheet",
            ].map((heading) => (
              <th key={heading} scope="col" className={th}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {specs.map((spec) => (
            <tr key={spec.id}>
              <th scope="row" className={th}>
                {spec.make} {spec.model}
              </th>
              <td className={`${td} capitalize`}>{spec.type}</td>
              <td className={td}>{watts(spec.continuousPowerW)}</td>
              <td className={td}>{spec.peakPowerW ? watts(spec.peakPowerW) : "–"}</td>
              <td className={td}>{spec.voltage}</td>
              <td className={td}>{spec.capacityKwh ? `${formatNumber(spec.capacityKwh, 1)} kWh` : "–"}</td>
              <td className={td}>
                {formatNumber(spec.efficiencyPercent, 1)}% ({spec.efficiencyBasis})
              </td>
              <td className={td}>{spec.warrantyYears} years</td>
              <td className={td}>
                <a
                  href={spec.source.url}
                  rel="noopener noreferrer"
                  className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
                >
                  {spec.source.title}
                </a>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  as of {formatIsoMonth(spec.source.checkedOn)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
