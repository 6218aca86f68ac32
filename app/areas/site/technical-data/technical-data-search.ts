import type { EquipmentSpec, EquipmentType } from "#app/content/equipment-specs.ts";
import type { FaultCode } from "#app/content/inverter-fault-codes.ts";

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Every word of the search must appear somewhere in the entry's text (make, model, code, name, meaning...). */
function matches(words: readonly string[], haystack: readonly string[]): boolean {
  const text = normalise(haystack.join(" "));
  return words.every((word) => text.includes(word));
}

const searchWords = (q: string) => normalise(q).split(" ").filter(Boolean);

export function filterEquipment(
  specs: readonly EquipmentSpec[],
  q: string,
  type: EquipmentType | "all",
): EquipmentSpec[] {
  const words = searchWords(q);
  return specs.filter(
    (spec) =>
      (type === "all" || spec.type === type) &&
      matches(words, [spec.make, spec.model, spec.type, spec.voltage, spec.efficiencyBasis]),
  );
}

export function filterFaultCodes(codes: readonly FaultCode[], q: string): FaultCode[] {
  const words = searchWords(q);
  return codes.filter((fault) =>
    matches(words, [fault.make, fault.code, fault.name, fault.meaning, fault.firstChecks, fault.severity]),
  );
}
