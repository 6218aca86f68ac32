import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { withoutSecrets } from "./secret-fields.ts";
import { auditEvents } from "./tables.ts";

/** Who did it: the signed-in user, or nobody (a failed sign-in, the command line). */
export type AuditActor = Pick<SessionUser, "id" | "userType"> | null;

export interface AuditEvent {
  actor: AuditActor;
  action: string;
  entity?: string | null;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The request's client address as Express reads it (server/http/rate-limit-key.ts), null off the web. */
  clientAddress: string | null;
}

/** A lone surrogate half or a NUL, which a jsonb value refuses (a text column stores the first as U+FFFD). */
const UNSTORABLE = new RegExp(
  String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\0`,
  "g",
);

/** `value` with every string made storable in jsonb, so odd input a write accepted never fails its audit row. */
function storable(value: unknown): unknown {
  if (typeof value === "string") return value.replace(UNSTORABLE, "\uFFFD");
  if (Array.isArray(value)) return value.map(storable);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [storable(name), storable(field)]));
}

const fields = (value: Record<string, unknown> | null | undefined) =>
  value ? (storable(withoutSecrets(value)) as Record<string, unknown>) : null;

/**
 * Appends one row to the audit trail, secrets removed. Pass the write's transaction, so the row commits or rolls
 * back with what it records.
 */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: event.actor?.id ?? null,
    actorRole: event.actor?.userType ?? null,
    action: event.action,
    entity: event.entity ?? null,
    entityId: event.entityId ?? null,
    before: fields(event.before),
    after: fields(event.after),
    clientAddress: event.clientAddress,
  });
}
