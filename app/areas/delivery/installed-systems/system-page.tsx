import { Link } from "react-router";
import { useCan } from "#app/lib/use-can.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { Panel } from "#app/ui/panel.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { EquipmentTable } from "./equipment-table.tsx";
import { siteAddressLine } from "./site-address.ts";
import type { SystemPageData } from "./service-pages.server.ts";
import { AddEquipmentForm, CorrectEquipmentForm, CorrectSystemForm } from "./system-forms.tsx";
import { installerLabels, systemKindLabels } from "./system-values.ts";
import { systemSize } from "./system-summary.tsx";

/**
 * A system (/enterprise-carm/systems/:id): its site, facts, equipment and each item's warranty end dates; for the
 * office, the forms that correct the system and its items and add an item.
 */
export function SystemPage({ data }: { data: SystemPageData }) {
  const { system, changes, today } = data;
  const opensTickets = useCan("write:ticket:any");
  return (
    <div className="grid grid-cols-1 gap-6">
      {opensTickets ? (
        <p>
          <Link to={`/enterprise-carm/tickets/new?systemId=${system.id}`} className={textLinkClass}>
            Open a ticket for this system
          </Link>
        </p>
      ) : null}
      <Panel title="The system">
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">Site</dt>
          <dd>
            <Link to={`/enterprise-carm/sites/${system.site.id}`} className={textLinkClass}>
              {siteAddressLine(system.site.address)}
            </Link>{" "}
            · {system.site.customerName}
          </dd>
          {"accessNotes" in system.site ? (
            <>
              <dt className="font-semibold">Access notes</dt>
              <dd className="whitespace-pre-line">{system.site.accessNotes ?? "None"}</dd>
            </>
          ) : null}
          <dt className="font-semibold">System</dt>
          <dd>{systemKindLabels[system.kind]}</dd>
          <dt className="font-semibold">Size</dt>
          <dd>{systemSize(system) || "Not known"}</dd>
          <dt className="font-semibold">Installed</dt>
          <dd>
            {formatIsoDate(system.installedOn)} by {installerLabels[system.installer].toLowerCase()}
          </dd>
          <dt className="font-semibold">Monitoring reference</dt>
          <dd>{system.monitoringReference ?? "None"}</dd>
        </dl>
      </Panel>
      <Panel title="Equipment and warranties">
        <EquipmentTable
          equipment={system.equipment}
          today={today}
          caption="The system's equipment and the end dates of its warranties"
          action={changes ? (item) => <CorrectEquipmentForm item={item} /> : undefined}
        />
      </Panel>
      {changes ? (
        <>
          <Panel title="Add an item">
            <AddEquipmentForm systemId={system.id} />
          </Panel>
          <Panel title="Correct the system">
            <CorrectSystemForm system={system} />
          </Panel>
        </>
      ) : null}
    </div>
  );
}
