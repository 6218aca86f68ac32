/** The library area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./documents/tables.server.ts";
export * from "./assistant/tables.server.ts";
