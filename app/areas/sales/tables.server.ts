/** The sales area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./leads/tables.server.ts";
export * from "./leads-pipeline/tables.server.ts";
