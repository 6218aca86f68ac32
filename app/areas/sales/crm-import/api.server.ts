import { createsRecords, defineApi, recordsItself, type ApiRoute } from "#server/http/api-route.ts";
import { apiCaller } from "#app/lib/write.server.ts";
import { importCsv } from "./import.server.ts";

/**
 * The CRM's import: the office's and admins' (`write:customer:any`), as merging customers is, since a row may merge
 * into any customer (decision 0141). It records itself in the audit trail, one row per import, and a retry with the
 * same Idempotency-Key gets the first answer instead of importing the file twice.
 */
export const crmImportApi: ApiRoute[] = [
  recordsItself(
    createsRecords(defineApi("post", "/api/crm/import", "write:customer:any", (req) => importCsv(apiCaller(req), req))),
  ),
];
