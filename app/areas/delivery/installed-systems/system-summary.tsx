import { Link } from "react-router";
import { formatIsoDate, formatNumber } from "#app/lib/format.ts";
import { Badge } from "#app/ui/badge.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { EquipmentTable } from "./equipment-table.tsx";
import type { SystemView } from "./sites.server.ts";
import { installerLabels, systemKindLabels } from "./system-values.ts";

/** A system's size in its own words: "7.6 kW DC · 13.5 kWh". */
export function systemSize(system: Pick<SystemView, "kwDc" | "kwAc" | "kwhUsable">): string {
  return [
    system.kwDc === null ? null : `${formatNumber(system.kwDc, 2)} kW DC`,
    system.kwAc === null ? null : `${formatNumber(system.kwAc, 2)} kW AC`,
    system.kwhUsable === null ? null : `${formatNumber(system.kwhUsable, 2)} kWh`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * A system's heading facts and equipment table: staff's link to its page (`to`), the client's without one. An
 * orphaned system (installed by another installer) says so.
 */
export function SystemSummary({
  system,
  today,
  to,
  headingLevel: Heading = "h3",
}: {
  system: SystemView;
  today: string;
  to?: string;
  headingLevel?: "h2" | "h3";
}) {
  const title = `${systemKindLabels[system.kind]} system, installed ${formatIsoDate(system.installedOn)}`;
  const size = systemSize(system);
  return (
    <section className="grid gap-2" aria-label={title}>
      <Heading className="flex flex-wrap items-center gap-2 font-semibold">
        {to ? (
          <Link to={to} className={textLinkClass}>
            {title}
          </Link>
        ) : (
          title
        )}
        {system.installer === "other" ? <Badge tone="violet">{installerLabels.other}</Badge> : null}
      </Heading>
      {size ? <p className="text-sm">{size}</p> : null}
      <EquipmentTable equipment={system.equipment} today={today} caption={`Equipment of the ${title}`} />
    </section>
  );
}
