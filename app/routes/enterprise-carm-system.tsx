import { company } from "#app/content/company.ts";
import {
  connectorOf,
  monitoringSettingsOf,
  productionMonths,
  systemPageData,
} from "#app/areas/delivery/index.server.ts";
import {
  ConnectorForm,
  MonitoringForm,
  ProductionFileForm,
  ProductionPanel,
  ReadingForm,
  SystemPage,
} from "#app/areas/delivery/index.ts";
import { recordHistory } from "#app/areas/identity/index.server.ts";
import { RecordHistory } from "#app/areas/identity/index.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { Panel } from "#app/ui/panel.tsx";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-system";

export async function loader({ context, params }: Route.LoaderArgs) {
  // The system first, through its site's scope: another's is a 404 before its history or production is read.
  const data = await systemPageData(context, params.id);
  const { db, secret } = context.services;
  const [history, production, monitoring, connector] = await Promise.all([
    // Its history holds what the writes changed, access notes too: only for those who change sites.
    data.changes ? recordHistory(context.services.db, "site", data.system.id) : [],
    data.system.kind === "battery"
      ? null
      : productionMonths(context.services, signedInUser(context), data.system.id, {}),
    data.changes ? monitoringSettingsOf(db, data.system.id) : null,
    // The connector (never its credentials, only whether each is set) is the office's, as the settings are.
    data.changes ? connectorOf(db, secret, data.system.id) : null,
  ]);
  return { data, history, production, monitoring, connector };
}

export const meta = () => [{ title: `System | ${company.name}` }];

export default function EnterpriseCarmSystemPage({ loaderData }: Route.ComponentProps) {
  const { data, history, production, monitoring, connector } = loaderData;
  return (
    <StaffPage title={`System at ${data.system.site.address.line1}`}>
      <SystemPage data={data} />
      {production ? (
        <div className="mt-6 grid gap-6">
          <Panel title="Production against the estimate">
            <ProductionPanel view={production} />
          </Panel>
          {monitoring ? (
            <>
              <Panel title="Monitoring settings">
                <MonitoringForm systemId={data.system.id} settings={monitoring} />
              </Panel>
              <Panel title="Monitoring connector">
                <ConnectorForm systemId={data.system.id} connector={connector} />
              </Panel>
            </>
          ) : null}
          {data.changes ? (
            <Panel title="Add production">
              <div className="grid gap-6">
                <ReadingForm systemId={data.system.id} />
                <ProductionFileForm systemId={data.system.id} />
              </div>
            </Panel>
          ) : null}
        </div>
      ) : null}
      <RecordHistory events={history} />
    </StaffPage>
  );
}
