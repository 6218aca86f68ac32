import type { Database } from "#server/db/client.ts";
import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import { EQUIPMENT_NOT_FOUND, SITE_NOT_FOUND, SYSTEM_NOT_FOUND } from "./site-scope.server.ts";
import {
  equipmentCorrectionSchema,
  equipmentItemSchema,
  siteCorrectionSchema,
  siteSchema,
  systemCorrectionSchema,
  systemSchema,
} from "./site-schemas.ts";
import { correctSite, createSite } from "./sites.server.ts";
import { addEquipment, correctEquipment, correctSystem, createSystem } from "./systems.server.ts";
import { equipmentItems, installedSystems, sites } from "./tables.server.ts";

/** An item's history is its system's: the trail lists its corrections on the system. */
const systemOfItem = async (db: Database, itemId: string) =>
  (await recordFields(equipmentItems, equipmentItems.id, { systemId: equipmentItems.systemId })(db, itemId))?.systemId;

/**
 * Staff's service records (issue 28 §2): sites, systems and their equipment, added and corrected by the office and
 * admins through the JSON API the staff pages' forms send to; each write is in the audit trail with what it changed.
 */
export const siteWrites = [
  defineWrite({
    intent: "create-site",
    access: "write:site:any",
    path: "/api/service/sites",
    notFound: SITE_NOT_FOUND,
    creates: true,
    schema: siteSchema,
    run: (context, _id, input) => createSite(context, input),
    done: () => "Site added",
  }),
  defineWrite({
    intent: "correct-site",
    access: "write:site:any",
    path: "/api/service/sites/:id",
    method: "patch",
    notFound: SITE_NOT_FOUND,
    schema: siteCorrectionSchema,
    run: (context, siteId, input) => correctSite(context, siteId, input),
    done: () => "Site saved",
    audit: {
      before: recordFields(sites, sites.id, {
        line1: sites.line1,
        line2: sites.line2,
        city: sites.city,
        postalCode: sites.postalCode,
        utility: sites.utility,
        accessNotes: sites.accessNotes,
        contacts: sites.contacts,
      }),
    },
  }),
  defineWrite({
    intent: "create-system",
    access: "write:site:any",
    path: "/api/service/systems",
    notFound: SYSTEM_NOT_FOUND,
    creates: true,
    schema: systemSchema,
    run: (context, _id, input) => createSystem(context, input),
    done: () => "System recorded",
  }),
  defineWrite({
    intent: "correct-system",
    access: "write:site:any",
    path: "/api/service/systems/:id",
    method: "patch",
    notFound: SYSTEM_NOT_FOUND,
    schema: systemCorrectionSchema,
    run: (context, systemId, input) => correctSystem(context, systemId, input),
    done: () => "System saved",
    audit: {
      before: recordFields(installedSystems, installedSystems.id, {
        kind: installedSystems.kind,
        kwDc: installedSystems.kwDc,
        kwAc: installedSystems.kwAc,
        kwhUsable: installedSystems.kwhUsable,
        installedOn: installedSystems.installedOn,
        installer: installedSystems.installer,
        monitoringReference: installedSystems.monitoringReference,
      }),
    },
  }),
  defineWrite({
    intent: "add-equipment",
    access: "write:site:any",
    path: "/api/service/systems/:id/equipment",
    notFound: SYSTEM_NOT_FOUND,
    creates: true,
    schema: equipmentItemSchema,
    run: (context, systemId, item) => addEquipment(context, systemId, item),
    done: () => "Equipment added",
  }),
  defineWrite({
    intent: "correct-equipment",
    access: "write:site:any",
    path: "/api/service/equipment/:id",
    method: "patch",
    notFound: EQUIPMENT_NOT_FOUND,
    schema: equipmentCorrectionSchema,
    run: (context, itemId, input) => correctEquipment(context, itemId, input),
    done: () => "Equipment saved",
    audit: {
      record: systemOfItem,
      before: recordFields(equipmentItems, equipmentItems.id, {
        category: equipmentItems.category,
        make: equipmentItems.make,
        model: equipmentItems.model,
        serial: equipmentItems.serial,
        quantity: equipmentItems.quantity,
        productWarrantyYears: equipmentItems.productWarrantyYears,
        labourWarrantyYears: equipmentItems.labourWarrantyYears,
        performanceWarrantyYears: equipmentItems.performanceWarrantyYears,
      }),
    },
  }),
];
