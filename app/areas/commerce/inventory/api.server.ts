import { writeApi } from "#app/lib/write.server.ts";
import { adjustmentList } from "./adjustment-list.server.ts";
import { createProductWrite, productWrites } from "./inventory-writes.server.ts";
import { stockList } from "./stock-list.server.ts";

/** The back office's inventory: stock levels, products, the stock audit log; admin-only. */
export const inventoryApi = [
  ...stockList.api(),
  writeApi(createProductWrite),
  ...productWrites.map(writeApi),
  ...adjustmentList.api(),
];
