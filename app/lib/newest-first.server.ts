import { desc, type AnyColumn, type SQL } from "drizzle-orm";

/** Newest first; rows written within one clock tick keep one order, by id. */
export function newestFirst(table: { createdAt: AnyColumn; id: AnyColumn }): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}
