/** The delivery area's tables: the schema other areas' tables and queries reference (docs/decisions/0110). */
export * from "./booking/tables.server.ts";
export * from "./portal/tables.server.ts";
export * from "./referrals/tables.server.ts";
export * from "./installed-systems/tables.server.ts";
export * from "./service-tickets/tables.server.ts";
export * from "./service-visits/tables.server.ts";
export * from "./warranty-claims/tables.server.ts";
export * from "./maintenance-plans/tables.server.ts";
export * from "./system-production/tables.server.ts";
