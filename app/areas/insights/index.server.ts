/** The insights area's face for server code in other areas, routes and the composition root (generated from its features' index.server.ts). */
export { telemetryApi, telemetryRetentionJob } from "./telemetry/index.server.ts";
