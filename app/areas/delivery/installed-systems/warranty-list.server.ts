import { ilike, or, sql } from "drizzle-orm";
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
import { customers } from "#app/areas/customers/tables.server.ts";
import { equipmentCategories } from "#app/content/equipment-warranty-terms.ts";
import {
  equipmentCsvColumns,
  equipmentRowColumns,
  equipmentWhereItIs,
  nextWarrantyEnd as nextEnd,
} from "./equipment-columns.server.ts";
import { siteScope } from "./site-scope.server.ts";
import { equipmentItems } from "./tables.server.ts";

/**
 * /enterprise-carm/warranties, GET /api/service/warranties(.csv): equipment with a warranty ending in the next 90
 * days (issue 28 §2), soonest first, within the reader's sites.
 */
export const warrantyList = defineStaffList({
  path: "/api/service/warranties",
  access: "read:site:any",
  select: { ...equipmentRowColumns, endsOn: nextEnd },
  from: equipmentWhereItIs,
  filters: {
    search: filter(searchParam, (text) => {
      const pattern = likePattern(text);
      return or(
        ilike(equipmentItems.make, pattern),
        ilike(equipmentItems.model, pattern),
        ilike(equipmentItems.serial, pattern),
        ilike(customers.searchText, pattern),
      );
    }),
    category: filter(
      optionalParam(z.enum(equipmentCategories)),
      (category) => sql`${equipmentItems.category} = ${category}`,
    ),
  },
  where: () => sql`${nextEnd} is not null`,
  sorts: { endsOn: sortKey(nextEnd, "text") },
  dir: "asc",
  id: { column: equipmentItems.id, type: "uuid" },
  scope: siteScope,
  csv: { columns: [...equipmentCsvColumns, "endsOn"] },
});

export type WarrantyPage = StaffListPage<typeof warrantyList>;
export type WarrantyListQuery = StaffListQuery<typeof warrantyList>;
