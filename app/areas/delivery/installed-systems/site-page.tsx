import { Link } from "react-router";
import { useCan } from "#app/lib/use-can.ts";
import { utilityTariffs } from "#app/content/utility-tariffs.ts";
import { Panel } from "#app/ui/panel.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { siteAddressLine } from "./site-address.ts";
import { CorrectSiteForm } from "./site-forms.tsx";
import type { SitePageData } from "./service-pages.server.ts";
import { RecordSystemForm } from "./system-forms.tsx";
import { SystemSummary } from "./system-summary.tsx";

/**
 * A site (/enterprise-carm/sites/:id): its customer, address, utility, contacts and, for those who work there, its
 * access notes; its systems with their equipment and warranties; for the office, the forms that correct the site and
 * record a system (an orphaned one at intake).
 */
export function SitePage({ data }: { data: SitePageData }) {
  const { site, changes, today } = data;
  const opensTickets = useCan("write:ticket:any");
  return (
    <div className="grid gap-6">
      {opensTickets ? (
        <p>
          <Link to={`/enterprise-carm/tickets/new?siteId=${site.id}`} className={textLinkClass}>
            Open a ticket for this site
          </Link>
        </p>
      ) : null}
      <Panel title="The site">
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">Customer</dt>
          <dd>
            <Link to={`/platform/crm/customers/${site.customerId}`} className={textLinkClass}>
              {site.customerName}
            </Link>
          </dd>
          <dt className="font-semibold">Address</dt>
          <dd>{siteAddressLine(site.address)}</dd>
          <dt className="font-semibold">Utility</dt>
          <dd>{site.utility ? utilityTariffs[site.utility].name : "Not known"}</dd>
          {"accessNotes" in site ? (
            <>
              <dt className="font-semibold">Access notes</dt>
              <dd className="whitespace-pre-line">{site.accessNotes ?? "None"}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Contacts at the site</dt>
          <dd>
            {site.contacts.length === 0 ? (
              "None recorded"
            ) : (
              <ul>
                {site.contacts.map((contact, index) => (
                  <li key={index}>
                    {[contact.name, contact.role, contact.phone, contact.email].filter(Boolean).join(" · ")}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </Panel>
      <Panel title="Systems">
        {site.systems.length === 0 ? (
          <p className="text-sm">No system recorded at this site.</p>
        ) : (
          <div className="grid gap-6">
            {site.systems.map((system) => (
              <SystemSummary
                key={system.id}
                system={system}
                today={today}
                to={`/enterprise-carm/systems/${system.id}`}
              />
            ))}
          </div>
        )}
      </Panel>
      {changes ? (
        <>
          <Panel title="Record a system">
            <RecordSystemForm siteId={site.id} />
          </Panel>
          <Panel title="Correct the site and its contacts">
            <CorrectSiteForm site={site} />
          </Panel>
        </>
      ) : null}
    </div>
  );
}
