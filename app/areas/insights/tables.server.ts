/** The insights area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./telemetry/tables.server.ts";
