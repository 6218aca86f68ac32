/** The messaging area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./mail/tables.server.ts";
export * from "./newsletter/tables.server.ts";
