/** This feature's browser-safe face. */
export { AuditTrail } from "./audit-trail.tsx";
export { RecordHistory } from "./record-history.tsx";
