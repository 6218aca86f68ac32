import { and, eq } from "drizzle-orm";
import { invalid, notFound } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { insertEquipment } from "./equipment-items.server.ts";
import {
  EQUIPMENT_NOT_FOUND,
  SITE_NOT_FOUND,
  seesAccessNotes,
  siteScope,
  systemNotFound,
} from "./site-scope.server.ts";
import type { EquipmentItemInput, SystemCorrection, SystemInput } from "./site-schemas.ts";
import { addressOf, systemsOfSites } from "./sites.server.ts";
import { equipmentItems, installedSystems, sites } from "./tables.server.ts";
import { warrantyEnds } from "./warranty-ends.ts";

const systemFacts = (input: SystemCorrection) => ({
  kind: input.kind,
  kwDc: input.kwDc ?? null,
  kwAc: input.kwAc ?? null,
  kwhUsable: input.kwhUsable ?? null,
  installedOn: input.installedOn,
  installer: input.installer,
  monitoringReference: input.monitoringReference ?? null,
});

/**
 * Staff record a system at a site with its equipment, each item's warranty terms from the content's defaults unless
 * given: a system we installed before this product, or an orphaned one at intake (installer "other").
 */
export async function createSystem({ services }: Pick<WriteContext, "services">, input: SystemInput) {
  const { db } = services;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId));
  if (!site) throw invalid(SITE_NOT_FOUND, { siteId: SITE_NOT_FOUND });
  const [system] = await db
    .insert(installedSystems)
    .values({ siteId: site.id, ...systemFacts(input) })
    .returning({ id: installedSystems.id });
  const equipment = await insertEquipment(
    db,
    { id: system!.id, installedOn: input.installedOn, installer: input.installer },
    input.equipment,
  );
  return { id: system!.id, equipment };
}

/** Staff correct a system's facts; its items' warranty end dates follow a corrected install date. */
export async function correctSystem(
  { services }: Pick<WriteContext, "services">,
  systemId: string,
  input: SystemCorrection,
) {
  const [system] = await services.db
    .update(installedSystems)
    .set({ ...systemFacts(input), updatedAt: new Date() })
    .where(eq(installedSystems.id, systemId))
    .returning({ id: installedSystems.id });
  if (!system) throw systemNotFound();
  return system;
}

async function systemFor(db: ListServices["db"], systemId: string) {
  const [system] = await db
    .select({
      id: installedSystems.id,
      installedOn: installedSystems.installedOn,
      installer: installedSystems.installer,
    })
    .from(installedSystems)
    .where(eq(installedSystems.id, systemId));
  if (!system) throw systemNotFound();
  return system;
}

/** Staff add an item to a system. */
export async function addEquipment(
  { services }: Pick<WriteContext, "services">,
  systemId: string,
  item: EquipmentItemInput,
) {
  const [added] = await insertEquipment(services.db, await systemFor(services.db, systemId), [item]);
  return added!;
}

/** Staff correct an item from its paperwork: the whole item, blank warranty years meaning none. */
export async function correctEquipment(
  { services }: Pick<WriteContext, "services">,
  itemId: string,
  input: EquipmentItemInput,
) {
  const [item] = await services.db
    .update(equipmentItems)
    .set({
      category: input.category,
      make: input.make,
      model: input.model,
      serial: input.serial ?? null,
      quantity: input.quantity ?? 1,
      productWarrantyYears: input.productWarrantyYears ?? null,
      labourWarrantyYears: input.labourWarrantyYears ?? null,
      performanceWarrantyYears: input.performanceWarrantyYears ?? null,
      updatedAt: new Date(),
    })
    .where(eq(equipmentItems.id, itemId))
    .returning();
  if (!item) throw notFound(EQUIPMENT_NOT_FOUND);
  const system = await systemFor(services.db, item.systemId);
  return { id: item.id, systemId: item.systemId, warrantyEnds: warrantyEnds(system.installedOn, item) };
}

/**
 * One system as the user may read it, through its site's scope (another's answers 404), with its equipment and its
 * site's address; the site's access notes only for those who work there.
 */
export async function getSystem(services: ListServices, user: SessionUser, systemId: string) {
  const policy = await rolePolicy(services);
  const [row] = await services.db
    .select({ site: sites, customerName: customers.name, customerEmail: customers.email })
    .from(installedSystems)
    .innerJoin(sites, eq(sites.id, installedSystems.siteId))
    .innerJoin(customers, eq(customers.id, sites.customerId))
    .where(and(eq(installedSystems.id, systemId), siteScope(user, policy)));
  if (!row) throw systemNotFound();
  const system = (await systemsOfSites(services.db, [row.site.id])).find((each) => each.id === systemId)!;
  return {
    ...system,
    site: {
      id: row.site.id,
      customerId: row.site.customerId,
      customerName: row.customerName ?? row.customerEmail,
      address: addressOf(row.site),
      ...(seesAccessNotes(user, policy) ? { accessNotes: row.site.accessNotes } : {}),
    },
  };
}
export type SystemPageView = Awaited<ReturnType<typeof getSystem>>;
