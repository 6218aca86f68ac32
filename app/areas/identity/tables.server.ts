/** The identity area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./auth/tables.server.ts";
export * from "./password-reset/tables.server.ts";
export * from "./settings/tables.server.ts";
