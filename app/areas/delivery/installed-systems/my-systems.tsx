import type { ReactNode } from "react";
import type { SiteSummary } from "./customer-sites.server.ts";
import { siteAddressLine } from "./site-address.ts";
import { SystemSummary } from "./system-summary.tsx";

/**
 * The client's dashboard's "My systems": each of their sites' systems with the equipment, serial numbers and the
 * warranties' end dates, each followed by what `serviceOf` shows of its service (the tickets' history and the way to
 * request service, which the dashboard brings: service tickets read these records, not the other way round), and a
 * site's service for no one system under the site. A client with no system recorded sees nothing of it.
 */
export function MySystems({
  sites,
  today,
  serviceOf,
}: {
  sites: readonly SiteSummary[];
  today: string;
  serviceOf?: (place: { siteId: string; systemId: string | null }) => ReactNode;
}) {
  const withSystems = sites.filter((site) => site.systems.length > 0);
  if (withSystems.length === 0) return null;
  return (
    <section aria-labelledby="my-systems" className="grid gap-4">
      <h2 id="my-systems" className="text-xl font-semibold">
        My systems
      </h2>
      {withSystems.map((site) => (
        <div key={site.id} className="grid gap-4">
          <p className="font-semibold">{siteAddressLine(site.address)}</p>
          {site.systems.map((system) => (
            <div key={system.id} className="grid gap-2">
              <SystemSummary system={system} today={today} />
              {serviceOf?.({ siteId: site.id, systemId: system.id })}
            </div>
          ))}
          {serviceOf?.({ siteId: site.id, systemId: null })}
        </div>
      ))}
    </section>
  );
}
