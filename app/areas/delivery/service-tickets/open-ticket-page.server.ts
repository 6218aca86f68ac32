import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { installedSystems, sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { sitesOfCustomer } from "#app/areas/delivery/installed-systems/index.server.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value && uuidPattern.test(value) ? value : undefined;
};

/**
 * Staff's "Open a ticket" page (issue 28 §3): opened from a site's or a system's page (the site given), or from a
 * repair request lead (its customer's sites offered). The page's own access is `write:ticket:any`.
 */
export async function openTicketPageData(context: AppLoadContext, url: URL) {
  const { services } = context;
  const user = signedInUser(context);
  const systemId = idParam(url, "systemId");
  const leadId = idParam(url, "leadId");
  let customerId: string | undefined;
  if (systemId) {
    const [system] = await services.db
      .select({ customerId: sites.customerId })
      .from(installedSystems)
      .innerJoin(sites, eq(sites.id, installedSystems.siteId))
      .where(eq(installedSystems.id, systemId));
    customerId = system?.customerId;
  }
  const siteId = idParam(url, "siteId");
  if (!customerId && siteId) {
    const [site] = await services.db.select({ customerId: sites.customerId }).from(sites).where(eq(sites.id, siteId));
    customerId = site?.customerId;
  }
  if (!customerId && leadId) {
    const [lead] = await services.db
      .select({ customerId: leads.customerId })
      .from(leads)
      .where(and(eq(leads.id, leadId)));
    customerId = lead?.customerId ?? undefined;
  }
  // Opened with no customer named: the form offers no site, and the page says where to open one from.
  const customerSites = customerId ? await sitesOfCustomer(services, user, customerId) : [];
  return {
    sites: customerSites.map((site) => ({
      id: site.id,
      address: site.address,
      systems: site.systems.map((system) => ({ id: system.id, kind: system.kind, installedOn: system.installedOn })),
    })),
    siteId:
      siteId ??
      customerSites.find((site) => site.systems.some((system) => system.id === systemId))?.id ??
      customerSites[0]?.id ??
      "",
    systemId: systemId ?? "",
    leadId: leadId ?? "",
  };
}
export type OpenTicketPageData = Awaited<ReturnType<typeof openTicketPageData>>;
