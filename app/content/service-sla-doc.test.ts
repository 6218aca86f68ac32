import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  serviceTargets,
  ticketPriorities,
  ticketTypeLabels,
  ticketTypes,
  type ServiceTarget,
} from "./service-targets.ts";

const slaDoc = () => readFileSync(new URL("../../docs/operators/service-sla.md", import.meta.url), "utf8");

/** A target as the table writes it: "9 bh" in business hours, "2 h" or "7 days" around the clock. */
function written(target: ServiceTarget): string {
  if (target.calendar === "businessHours") return `${target.hours} bh`;
  return "hours" in target ? `${target.hours} h` : `${target.days} days`;
}

/** The targets table of service-sla.md: type label → its cells (default, then one per priority). */
function documentedTargets(): Map<string, string[]> {
  const text = slaDoc();
  const start = text.indexOf("| type ");
  const rows = text
    .slice(start)
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2);
  return new Map(
    rows.map((line) => {
      const [type, ...cells] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return [type!, cells];
    }),
  );
}

describe("docs/operators/service-sla.md", () => {
  it("states every ticket type's targets exactly as app/content/service-targets.ts holds them", () => {
    const documented = documentedTargets();
    expect([...documented.keys()]).toEqual(ticketTypes.map((type) => ticketTypeLabels[type]));
    for (const type of ticketTypes) {
      const { defaultPriority, byPriority } = serviceTargets[type];
      expect(documented.get(ticketTypeLabels[type]), type).toEqual([
        defaultPriority,
        ...ticketPriorities.map(
          (priority) => `${written(byPriority[priority].response)} / ${written(byPriority[priority].resolution)}`,
        ),
      ]);
    }
  });
});
