// The team's list of figures still to confirm (each source's `stale` note), printed for the operator: these notes
// are kept off the public pages (docs/operators/content.md, "Figures to re-check").
import { faultCodes } from "#app/content/inverter-fault-codes.ts";
import { equipmentSpecs } from "#app/content/equipment-specs.ts";
import type { DataSource } from "#app/content/data-source.ts";
import { efficiencySourceGroup, methodSourceGroups } from "#app/areas/site/savings/method-sources.ts";

const lines = new Map<string, string>();
const note = (where: string, source: DataSource) => {
  if (source.stale)
    lines.set(`${source.title}: ${source.stale}`, `- ${where}: ${source.title} (${source.url})\n  ${source.stale}`);
};
for (const group of [...methodSourceGroups(), efficiencySourceGroup()]) {
  for (const line of group.lines) note(`Calculators, ${group.heading}, ${line.figure}`, line.source);
}
for (const fault of faultCodes) note(`Technical data, fault codes of ${fault.make}`, fault.source);
for (const spec of equipmentSpecs) note(`Technical data, equipment ${spec.model}`, spec.source);

console.log(lines.size === 0 ? "Nothing to re-check." : [...lines.values()].join("\n"));
