/** The commerce area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./cart/tables.server.ts";
export * from "./inventory/tables.server.ts";
export * from "./orders/tables.server.ts";
export * from "./shop/tables.server.ts";
