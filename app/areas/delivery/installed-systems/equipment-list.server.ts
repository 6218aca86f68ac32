import { and, countDistinct, eq, ilike, sql } from "drizzle-orm";
import { z } from "zod";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { equipmentCategories } from "#app/content/equipment-warranty-terms.ts";
import { equipmentCsvColumns, equipmentRowColumns, equipmentWhereItIs } from "./equipment-columns.server.ts";
import { siteScope } from "./site-scope.server.ts";
import { equipmentItems, sites } from "./tables.server.ts";

/** "Enphase IQ8" finds every IQ8 model of Enphase's: the search reads make and model as one. */
const ofMakeAndModel = (text: string) =>
  ilike(sql`${equipmentItems.make} || ' ' || ${equipmentItems.model}`, likePattern(text));
const ofCategory = (category: (typeof equipmentCategories)[number]) => eq(equipmentItems.category, category);

/**
 * /enterprise-carm/equipment, GET /api/service/equipment(.csv): systems by make and model (issue 28 §2): every item
 * of a make and model, where it is, so a recall reaches every site with the part; with how many sites that is.
 */
export const equipmentList = defineStaffList({
  path: "/api/service/equipment",
  access: "read:site:any",
  select: equipmentRowColumns,
  from: equipmentWhereItIs,
  filters: {
    search: filter(searchParam, ofMakeAndModel),
    category: filter(optionalParam(z.enum(equipmentCategories)), ofCategory),
  },
  sorts: {
    makeModel: sortKey(sql`lower(${equipmentItems.make}) || ' ' || lower(${equipmentItems.model})`, "text"),
    installedOn: sortKey(sql`${equipmentRowColumns.installedOn}::text`, "text"),
  },
  dir: "asc",
  id: { column: equipmentItems.id, type: "uuid" },
  scope: siteScope,
  extras: async (db, { scope, query }) => {
    const conditions = and(
      scope,
      query.search ? ofMakeAndModel(query.search) : undefined,
      query.category ? ofCategory(query.category) : undefined,
    );
    const [counted] = await equipmentWhereItIs(db, { sites: countDistinct(sites.id) }).where(conditions);
    return { siteCount: Number((counted as { sites: number } | undefined)?.sites ?? 0) };
  },
  csv: { columns: equipmentCsvColumns },
});

export type EquipmentPage = StaffListPage<typeof equipmentList>;
export type EquipmentListQuery = StaffListQuery<typeof equipmentList>;
