/** The inventory feature's face for other features' server code: stock moves and their audit log. */
export { returnStock, takeStock, type StockLine, type StockProblem } from "./stock.server.ts";
export { inventoryAdjustments } from "./tables.server.ts";
export { inventoryApi } from "./api.server.ts";
export { listStock } from "./inventory-admin.server.ts";
export { stockListQuerySchema } from "./stock-list-query.server.ts";
export { listAdjustments } from "./inventory-admin.server.ts";
export { adjustmentListQuerySchema } from "./stock-list-query.server.ts";
export { productWrites } from "./inventory-writes.server.ts";
export { productForEdit } from "./product-admin.server.ts";
export { createProductAction } from "./create-product-action.server.ts";
