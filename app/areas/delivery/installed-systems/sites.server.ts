import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { equipmentCategories } from "#app/content/equipment-warranty-terms.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import type { Database } from "#server/db/client.ts";
import { invalid } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { rolePolicy } from "#server/settings.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.server.ts";
import type { PostalAddress } from "#app/areas/commerce/index.ts";
import { seesAccessNotes, siteNotFound, siteScope } from "./site-scope.server.ts";
import type { SiteCorrection, SiteInput } from "./site-schemas.ts";
import { equipmentItems, installedSystems, sites, type SiteRow } from "./tables.server.ts";
import { warrantyEnds } from "./warranty-ends.ts";

/** A site's address as the forms and the API name it (the checkout's postal address, decision 0152). */
export const addressOf = (site: Pick<SiteRow, "line1" | "line2" | "city" | "state" | "postalCode">) => ({
  line1: site.line1,
  line2: site.line2,
  city: site.city,
  state: site.state,
  postalCode: site.postalCode,
});

const addressColumns = (address: PostalAddress) => ({
  line1: address.line1,
  line2: address.line2 ?? null,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
});

/** Staff add a site to a customer (one that has not been merged into another). */
export async function createSite({ services }: Pick<WriteContext, "services">, input: SiteInput) {
  const [customer] = await services.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, input.customerId), isNull(customers.mergedIntoId)));
  if (!customer) throw invalid(CUSTOMER_NOT_FOUND, { customerId: CUSTOMER_NOT_FOUND });
  const [site] = await services.db
    .insert(sites)
    .values({
      customerId: customer.id,
      ...addressColumns(input.address),
      utility: input.utility ?? null,
      accessNotes: input.accessNotes ?? null,
      contacts: input.contacts,
    })
    .returning({ id: sites.id });
  return site!;
}

/** Staff correct a site's address, utility, access notes and contacts. */
export async function correctSite({ services }: Pick<WriteContext, "services">, siteId: string, input: SiteCorrection) {
  const [site] = await services.db
    .update(sites)
    .set({
      ...addressColumns(input.address),
      utility: input.utility ?? null,
      accessNotes: input.accessNotes ?? null,
      contacts: input.contacts,
      updatedAt: new Date(),
    })
    .where(eq(sites.id, siteId))
    .returning({ id: sites.id });
  if (!site) throw siteNotFound();
  return site;
}

/** The equipment of some systems, each item with its warranty end dates, grouped by system: panels first, as listed. */
export async function equipmentOf(db: Database, systems: readonly { id: string; installedOn: string }[]) {
  const bySystem = new Map(systems.map((system) => [system.id, system.installedOn]));
  if (bySystem.size === 0) return new Map<string, EquipmentView[]>();
  const items = await db
    .select()
    .from(equipmentItems)
    .where(inArray(equipmentItems.systemId, [...bySystem.keys()]))
    .orderBy(
      sql`array_position(array[${sqlInList(equipmentCategories)}], ${equipmentItems.category})`,
      asc(equipmentItems.make),
      asc(equipmentItems.model),
      asc(equipmentItems.id),
    );
  const grouped = new Map<string, EquipmentView[]>();
  for (const item of items) {
    const view = {
      id: item.id,
      category: item.category,
      make: item.make,
      model: item.model,
      serial: item.serial,
      quantity: item.quantity,
      productWarrantyYears: item.productWarrantyYears,
      labourWarrantyYears: item.labourWarrantyYears,
      performanceWarrantyYears: item.performanceWarrantyYears,
      warrantyEnds: warrantyEnds(bySystem.get(item.systemId)!, item),
    };
    grouped.set(item.systemId, [...(grouped.get(item.systemId) ?? []), view]);
  }
  return grouped;
}

export type EquipmentView = {
  id: string;
  category: (typeof equipmentItems.$inferSelect)["category"];
  make: string;
  model: string;
  serial: string | null;
  quantity: number;
  productWarrantyYears: number | null;
  labourWarrantyYears: number | null;
  performanceWarrantyYears: number | null;
  warrantyEnds: ReturnType<typeof warrantyEnds>;
};

const systemColumns = {
  id: installedSystems.id,
  siteId: installedSystems.siteId,
  kind: installedSystems.kind,
  kwDc: installedSystems.kwDc,
  kwAc: installedSystems.kwAc,
  kwhUsable: installedSystems.kwhUsable,
  installedOn: installedSystems.installedOn,
  installer: installedSystems.installer,
  monitoringReference: installedSystems.monitoringReference,
  projectId: installedSystems.projectId,
};

/** Some sites' systems, newest install first, each with its equipment. */
export async function systemsOfSites(db: Database, siteIds: readonly string[]) {
  if (siteIds.length === 0) return [];
  const systems = await db
    .select(systemColumns)
    .from(installedSystems)
    .where(inArray(installedSystems.siteId, [...siteIds]))
    .orderBy(asc(installedSystems.installedOn), asc(installedSystems.id));
  const equipment = await equipmentOf(db, systems);
  return systems.map((system) => ({ ...system, equipment: equipment.get(system.id) ?? [] }));
}
export type SystemView = Awaited<ReturnType<typeof systemsOfSites>>[number];

/**
 * One site as the user may read it, with its customer, systems and equipment: another's site answers 404 like a
 * missing one; access notes only for those who work there (never a client).
 */
export async function getSite(services: ListServices, user: SessionUser, siteId: string) {
  const policy = await rolePolicy(services);
  const [row] = await services.db
    .select({ site: sites, customerName: customers.name, customerEmail: customers.email })
    .from(sites)
    .innerJoin(customers, eq(customers.id, sites.customerId))
    .where(and(eq(sites.id, siteId), siteScope(user, policy)));
  if (!row) throw siteNotFound();
  const { site } = row;
  return {
    id: site.id,
    customerId: site.customerId,
    customerName: row.customerName ?? row.customerEmail,
    address: addressOf(site),
    utility: site.utility,
    ...(seesAccessNotes(user, policy) ? { accessNotes: site.accessNotes } : {}),
    contacts: site.contacts,
    systems: await systemsOfSites(services.db, [site.id]),
  };
}
export type SiteView = Awaited<ReturnType<typeof getSite>>;
