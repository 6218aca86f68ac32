import type { SiteSummary } from "./customer-sites.server.ts";
import { siteAddressLine } from "./site-address.ts";
import { SystemSummary } from "./system-summary.tsx";

/**
 * The client's dashboard's "My systems": each of their sites' systems with the equipment, serial numbers and the
 * warranties' end dates. A client with no system recorded sees nothing of it.
 */
export function MySystems({ sites, today }: { sites: readonly SiteSummary[]; today: string }) {
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
            <SystemSummary key={system.id} system={system} today={today} />
          ))}
        </div>
      ))}
    </section>
  );
}
