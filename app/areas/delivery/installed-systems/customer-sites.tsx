import { Link } from "react-router";
import { Panel } from "#app/ui/panel.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import type { SiteSummary } from "./customer-sites.server.ts";
import { siteAddressLine } from "./site-address.ts";
import { AddSiteForm } from "./site-forms.tsx";
import { systemKindLabels } from "./system-values.ts";

/**
 * The CRM customer page's "Sites and systems": each site the reader reads, to its page, with its systems; for the
 * office, "Add a site". Not shown to a role that reads no site (`sites` null).
 */
export function CustomerSites({
  customerId,
  sites,
}: {
  customerId: string;
  sites: { items: SiteSummary[]; changes: boolean } | null;
}) {
  if (!sites) return null;
  return (
    <Panel title="Sites and systems">
      <div className="grid gap-4">
        {sites.items.length === 0 ? (
          <p className="text-sm">No site recorded.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {sites.items.map((site) => (
              <li key={site.id}>
                <Link to={`/enterprise-carm/sites/${site.id}`} className={textLinkClass}>
                  {siteAddressLine(site.address)}
                </Link>
                {" · "}
                {site.systems.length === 0
                  ? "no system recorded"
                  : site.systems.map((system) => systemKindLabels[system.kind].toLowerCase()).join(", ")}
              </li>
            ))}
          </ul>
        )}
        {sites.changes ? (
          <details>
            <summary className="cursor-pointer font-semibold">Add a site</summary>
            <div className="mt-3">
              <AddSiteForm customerId={customerId} />
            </div>
          </details>
        ) : null}
      </div>
    </Panel>
  );
}
