import { and, desc, eq, max, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { EquipmentCategory } from "#app/content/equipment-warranty-terms.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { customerOfAccount } from "#app/areas/customers/index.server.ts";
import { orderLines, orders, products } from "#app/areas/commerce/tables.server.ts";
import type { ProductCategory } from "#app/areas/commerce/index.ts";
import { projects, projectStages } from "#app/areas/delivery/portal/tables.server.ts";
import { insertEquipment, type NewEquipmentItem } from "./equipment-items.server.ts";
import { readOneLineAddress, type ReadAddress } from "./one-line-address.ts";
import type { SystemKind } from "./system-values.ts";
import { installedSystems, sites } from "./tables.server.ts";

/** The catalogue's equipment as equipment on a roof; installation packages and plans are no equipment. */
function equipmentCategoryOf(category: ProductCategory, specs: Record<string, unknown>): EquipmentCategory | null {
  switch (category) {
    case "solar_panels":
      return "panel";
    case "inverters":
      return /micro/i.test(String(specs.inverterType ?? "")) ? "microinverter" : "inverter";
    case "batteries":
      return "battery";
    case "mounting":
      return "racking";
    case "monitoring":
      return "monitoring";
    default:
      return null;
  }
}

/** The equipment the project's order (placed through its lead) holds, its product years as each item's term. */
async function orderedEquipment(db: Database, leadId: string | null) {
  if (!leadId) return { address: null, items: [] as NewEquipmentItem[] };
  const [order] = await db
    .select({ id: orders.id, deliveryAddress: orders.deliveryAddress })
    .from(orders)
    .where(and(eq(orders.leadId, leadId), ne(orders.status, "cancelled")))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!order) return { address: null, items: [] };
  const lines = await db
    .select({
      name: orderLines.name,
      quantity: orderLines.quantity,
      brand: products.brand,
      category: products.category,
      specs: products.specs,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  const items = lines.flatMap((line): NewEquipmentItem[] => {
    const specs = line.specs as Record<string, unknown>;
    const category = equipmentCategoryOf(line.category, specs);
    if (!category) return [];
    const years = typeof specs.warrantyYears === "number" ? specs.warrantyYears : undefined;
    return [{ category, make: line.brand, model: line.name, quantity: line.quantity, productWarrantyYears: years }];
  });
  return { address: order.deliveryAddress, items };
}

/** What the project says the system is: its battery and array sizes, or the equipment when it names neither. */
function kindOf(project: { systemSizeKw: number | null; batteryKwh: number | null }, items: NewEquipmentItem[]) {
  const solar = project.systemSizeKw !== null || items.some((item) => item.category === "panel");
  const battery = project.batteryKwh !== null || items.some((item) => item.category === "battery");
  const kind: SystemKind = solar && battery ? "hybrid" : battery ? "battery" : "solar";
  return kind;
}

/** The customer's site at this street, or a new one. The customer's row is locked, so two registrations make one. */
async function siteFor(db: Database, customerId: string, address: ReadAddress, utility: string | null) {
  const [existing] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.customerId, customerId), sql`lower(${sites.line1}) = lower(${address.line1})`))
    .limit(1);
  if (existing) return existing.id;
  const [site] = await db
    .insert(sites)
    .values({ customerId, ...address, utility: utility as typeof sites.$inferInsert.utility })
    .returning({ id: sites.id });
  return site!.id;
}

/**
 * Registers an installation project's system at its customer's site once its final stage is done (issue 28 §2,
 * decision 0153): the site at the order's installation address or the project's site address (made if the customer
 * has none there), the system dated the stage's completion date, and the equipment the project's order holds. Runs
 * in the stage change's transaction; a project registers once however often or concurrently it is completed (the
 * unique project id, `on conflict do nothing`). Answers the new system's id, or null when nothing was registered.
 */
export async function registerCompletedInstallation(
  db: Database,
  stage: { projectId: string; position: number; completedOn: string | null },
): Promise<{ id: string } | null> {
  const [project] = await db
    .select({
      id: projects.id,
      type: projects.type,
      clientId: projects.clientId,
      leadId: projects.leadId,
      siteAddress: projects.siteAddress,
      systemSizeKw: projects.systemSizeKw,
      batteryKwh: projects.batteryKwh,
      utility: projects.utility,
      lastPosition: max(projectStages.position),
    })
    .from(projects)
    .innerJoin(projectStages, eq(projectStages.projectId, projects.id))
    .where(eq(projects.id, stage.projectId))
    .groupBy(projects.id);
  if (!project || project.type !== "installation" || project.lastPosition !== stage.position || !stage.completedOn) {
    return null;
  }
  // Locks the client's account, then the customer: completions of one project queue here, and a merge waits.
  const customerId = await customerOfAccount(db, project.clientId);
  const [customer] = await db
    .select({ town: customers.town })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for("update");
  const [registered] = await db
    .select({ id: installedSystems.id })
    .from(installedSystems)
    .where(eq(installedSystems.projectId, project.id));
  if (registered) return null;

  const ordered = await orderedEquipment(db, project.leadId);
  const address: ReadAddress = ordered.address
    ? { ...ordered.address, line2: ordered.address.line2 ?? null, city: ordered.address.city }
    : readOneLineAddress(project.siteAddress, customer?.town ?? null);
  const siteId = await siteFor(db, customerId, address, project.utility);
  const [system] = await db
    .insert(installedSystems)
    .values({
      siteId,
      kind: kindOf(project, ordered.items),
      kwDc: project.systemSizeKw,
      kwhUsable: project.batteryKwh,
      installedOn: stage.completedOn,
      installer: "us",
      projectId: project.id,
    })
    .onConflictDoNothing({ target: installedSystems.projectId })
    .returning({ id: installedSystems.id });
  if (!system) return null;
  await insertEquipment(db, { id: system.id, installedOn: stage.completedOn, installer: "us" }, ordered.items);
  return system;
}
