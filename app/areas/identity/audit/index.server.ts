/** What server code may use of the audit trail's pages: its list and API, a record's history. */
export { auditList } from "./audit-list.server.ts";
export { recordHistory, type RecordHistoryEvent } from "./record-history.server.ts";
