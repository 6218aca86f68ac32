/** What other features' server code may use of a system's production: its API, its months, its daily check. */
export { systemProductionApi } from "./api.server.ts";
export { productionMonths, productionOfSystems } from "./production-months.server.ts";
export { monitoringSettingsOf } from "./monitoring-writes.server.ts";
export { productionCheckJob, runDailyCheck } from "./daily-check.server.ts";
export { importReadings } from "./import-readings.server.ts";
export { readableProductionSystem } from "./system-basis.server.ts";
export { connectorOf } from "./connector-writes.server.ts";
export { shutoffDayWrites } from "./monitoring-writes.server.ts";
export { listShutoffDays } from "./shutoff-days.server.ts";
export { connectorFetchJob, runConnectorFetch } from "./connector-fetch.server.ts";
