import { equipmentSpecs } from "#app/content/equipment-specs.ts";
import { faultCodes } from "#app/content/inverter-fault-codes.ts";
import type { DataSource } from "#app/content/data-source.ts";
import { formatNumber } from "#app/lib/format.ts";

/**
 * Two sample documents written from the site's own sourced content rather than by hand, so the library says what the
 * technical-data pages say: the equipment datasheet facts and the inverter fault codes, each with its source.
 */

const SAMPLE_NOTE = "Sample document written by Shasta Sun Solar to show the document library.";

const sourceLine = (source: DataSource) => `- ${source.title}, ${source.sourceDate}. ${source.url}`;

function sourcesOf(sources: readonly DataSource[]): string {
  const unique = [...new Map(sources.map((source) => [source.title, source])).values()];
  return ["## Sources", "", ...unique.map(sourceLine)].join("\n");
}

/** The datasheet facts of the equipment we install, one section per model. */
export function equipmentDatasheetMarkdown(): string {
  const sections = equipmentSpecs.map((spec) => {
    const lines = [
      `## ${spec.make} ${spec.model}`,
      "",
      `The ${spec.make} ${spec.model} (${spec.type}) is rated ${formatNumber(spec.continuousPowerW)} W` +
        (spec.peakPowerW ? `, ${formatNumber(spec.peakPowerW)} W peak` : "") +
        (spec.capacityKwh ? `, with ${formatNumber(spec.capacityKwh, 1)} kWh of usable energy` : "") +
        `. Voltage: ${spec.voltage}. Efficiency: ${formatNumber(spec.efficiencyPercent, 1)} % (${spec.efficiencyBasis}).` +
        ` Warranty: ${spec.warrantyYears} years.`,
    ];
    return lines.join("\n");
  });
  return [
    "# Equipment datasheet facts",
    "",
    `${SAMPLE_NOTE} Every figure was read in the manufacturer's datasheet named under Sources.`,
    "",
    ...sections.flatMap((section) => [section, ""]),
    sourcesOf(equipmentSpecs.map((spec) => spec.source)),
  ].join("\n");
}

/** The fault codes of the makes we service: meaning, what a homeowner may check, and when to call us. */
export function faultCodesMarkdown(): string {
  const sections = faultCodes.map((fault) =>
    [
      `## ${fault.make} ${fault.code}: ${fault.name}`,
      "",
      `${fault.make} ${fault.code} (${fault.name}): ${fault.meaning}`,
      "",
      `What you can check: ${fault.firstChecks} When to call us: ${fault.callUs}`,
    ].join("\n"),
  );
  return [
    "# Inverter fault codes",
    "",
    `${SAMPLE_NOTE} Do not open the inverter or touch panel wiring; the checks below are safe from the ground.`,
    "",
    ...sections.flatMap((section) => [section, ""]),
    sourcesOf(faultCodes.map((fault) => fault.source)),
  ].join("\n");
}
