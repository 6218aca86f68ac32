import type { EquipmentSpec } from "#app/content/equipment-specs.ts";
import { formatNumber } from "#app/lib/format.ts";
import { ReferenceTable } from "#app/ui/reference-table.tsx";
import { SourceLink } from "./source-link.tsx";

const watts = (w: number) => (w >= 1000 ? `${formatNumber(w / 1000, 2)} kW` : `${formatNumber(w)} W`);

export function EquipmentTable({ specs }: { specs: readonly EquipmentSpec[] }) {
  return (
    <ReferenceTable
      label="Equipment specifications"
      caption="Specifications of the equipment we install"
      tableClassName="min-w-[60rem]"
      rows={specs}
      rowKey={(spec) => spec.id}
      empty="No equipment matches. We list a model only once we have read every figure in its datasheet."
      columns={[
        { heading: "Equipment", cell: (spec) => `${spec.make} ${spec.model}` },
        { heading: "Type", cell: (spec) => spec.type, className: "capitalize" },
        { heading: "Continuous / rated power", cell: (spec) => watts(spec.continuousPowerW) },
        { heading: "Peak", cell: (spec) => (spec.peakPowerW ? watts(spec.peakPowerW) : "–") },
        { heading: "Voltage", cell: (spec) => spec.voltage },
        {
          heading: "Capacity",
          cell: (spec) => (spec.capacityKwh ? `${formatNumber(spec.capacityKwh, 1)} kWh` : "–"),
        },
        {
          heading: "Efficiency",
          cell: (spec) => `${formatNumber(spec.efficiencyPercent, 1)}% (${spec.efficiencyBasis})`,
        },
        { heading: "Warranty", cell: (spec) => `${spec.warrantyYears} years` },
        {
          heading: "Datasheet",
          cell: (spec) => <SourceLink source={spec.source} />,
        },
      ]}
    />
  );
}
