/** The inventory feature's face for other features' server code: stock moves and their audit log. */
export { returnStock, takeStock, type StockLine, type StockProblem, type StockTake } from "./stock.server.ts";
export { inventoryAdjustments } from "./tables.server.ts";
export { inventoryApi } from "./api.server.ts";
export { stockList } from "./stock-list.server.ts";
export { adjustmentList } from "./adjustment-list.server.ts";
export { createProductWrite, productWrites } from "./inventory-writes.server.ts";
export { productForEdit } from "./product-admin.server.ts";
