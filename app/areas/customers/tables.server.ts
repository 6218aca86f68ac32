/** The customers area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./customers/tables.server.ts";
