/** The inventory feature's face for other features' server code: stock moves and their audit log. */
export { returnStock, takeStock, type StockLine, type StockProblem } from "./stock.server.ts";
export { inventoryAdjustments } from "./tables.server.ts";
export { inventoryApi } from "./api.server.ts";
