/** The CRM import's face for the server: its API route. */
export { crmImportApi } from "./api.server.ts";
