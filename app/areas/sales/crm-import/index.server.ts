/** The CRM import's face for the server: its API route, and its streamed CSV reader (the production import's too). */
export { crmImportApi } from "./api.server.ts";
export { importLimit, readCsvFile, type CsvFile } from "./csv-file.server.ts";
