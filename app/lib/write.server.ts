import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { redirect, type AppLoadContext } from "react-router";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { createsRecords, defineApi, type ApiRequest, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { checkedIdempotencyKey, idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { clientAddressOf } from "#server/http/rate-limit-key.ts";
import type { AppServices } from "#server/services.ts";
import { assertPermitted, signedInUser } from "./page-access.server.ts";
import { formAction, unknownIntent } from "./page-action.server.ts";
import type { Permission } from "./permissions.ts";
import { formFields } from "./page-form.server.ts";
import { recordId, serialRecordId } from "./record-id.server.ts";
import { z } from "./zod.ts";

/** A request's path parameters: the API route's, or the page's route parameters. */
export type WriteParams = Readonly<Record<string, unknown>>;

export interface WriteContext {
  services: AppServices;
  /** The signed-in caller; the write's `access` has been checked. */
  user: SessionUser;
  /** The API caller's Idempotency-Key; a page's form sends none. */
  idempotencyKey: string | null;
  /** The path's other parameters (a record's parent, e.g. the project of an action item), unchecked. */
  params: WriteParams;
}

/** Who makes a write, from where: the checked user and the request's client address (the audit trail's). */
export interface WriteCaller {
  services: AppServices;
  user: SessionUser;
  clientAddress: string;
}

/** A page action's caller: the page's checked user. */
export const pageCaller = (context: AppLoadContext): WriteCaller => ({
  services: context.services,
  user: signedInUser(context),
  clientAddress: context.clientAddress,
});

/** An API route's caller: the router's checked user and the request's client address. */
export const apiCaller = (req: ApiRequest): WriteCaller => ({
  services: req.services,
  user: req.user!,
  clientAddress: clientAddressOf(req),
});

/**
 * What the audit trail records of a write besides its parsed input and record id (decision 0132). Every write is
 * recorded; this only names the record better and adds what it was before.
 */
export interface WriteAudit {
  /** The kind of record it changes: its permission's entity unless said (required for a `signedIn` write). */
  entity?: string;
  /** The record whose history it belongs to, when its id names a part of one (a project's stage: the project). */
  record?: (db: Database, id: string) => Promise<string | undefined>;
  /**
   * The record's fields it changes, as they were, read in the write's transaction before it runs; `services` for a
   * record whose values until its first save are the environment's (the settings).
   */
  before?: (db: Database, id: string, services: AppServices) => Promise<Record<string, unknown> | undefined>;
  /** The id the trail gives the one record a write whose path names none changes (the settings' row). */
  onlyRecord?: string;
}

/**
 * One write, declared once: who may make it, its input schema, the service it calls and what the page says when it
 * is done. Its JSON API route (`writeApi`) and its page-action intent (`runWriteAction`) are both made from this, so
 * they check, parse and answer alike (docs/decisions/0032-one-way-to-expose-a-write.md, 0124).
 */
export interface Write<Schema extends z.ZodType = z.ZodType, Result = unknown> {
  /** The page form's `intent`. */
  intent: string;
  /**
   * Who may make it, through either door (a page's own check comes first; this one holds for every page): any
   * signed-in user on their own records, or those whose role holds a permission (app/lib/permissions.ts).
   */
  access: "signedIn" | Permission;
  /** The API route's path; its `idParam` names the record (a path naming none makes one: the id is empty). */
  path: `/api/${string}`;
  /** The API route's method: POST unless said (PATCH for a change of some of a record's fields). */
  method?: "post" | "patch";
  /** The path parameter naming the record: `id` unless said. A page passes its route parameters by the same names. */
  idParam?: string;
  /** The page form's field holding the record id; without one, the page's own parameter. */
  idField?: string;
  /** The 404 message for an id that names no record. */
  notFound: string;
  /** The record's id is an integer (an identity column) rather than a UUID. */
  serialId?: boolean;
  /** 201 instead of 200: the write adds a record (a retry with its Idempotency-Key replays the first answer). */
  creates?: boolean;
  /** The API's status when it is not the one `creates` implies (a new feed address: 201, yet nothing to replay). */
  status?: 200 | 201;
  schema: Schema;
  run: (context: WriteContext, id: string, input: z.output<Schema>) => Promise<Result>;
  /** The page's message once done (a toast, or beside the form without JavaScript). */
  done: (result: Result) => string;
  /** The page a form opens once done (the record it made), instead of saying `done` where it is. */
  redirect?: (result: Result) => string;
  audit?: WriteAudit;
}

/** The input of a write that needs none but its record (the body is ignored). */
export const noInput = z.object({});

/** Keeps a write's schema and result types tied together where it is declared. */
export function defineWrite<Schema extends z.ZodType, Result>(write: Write<Schema, Result>): Write {
  if (write.access === "signedIn" && !write.audit?.entity) {
    throw new Error(`The write ${write.intent} is open to any signed-in user: name its audit entity`);
  }
  return write as unknown as Write;
}

/**
 * A `before` (or `record`) that reads fields of the record by its id: `recordFields(leads, leads.id, { status:
 * leads.status })`.
 */
export function recordFields<Fields extends SelectedFields>(table: PgTable, id: AnyPgColumn, fields: Fields) {
  return async (db: Database, recordId: string) => {
    const rows = (await db.select(fields).from(table).where(eq(id, recordId)).limit(1)) as SelectResultFields<Fields>[];
    return rows[0];
  };
}

const auditEntityOf = (write: Write) => write.audit?.entity ?? write.access.split(":")[1]!;

/**
 * `lead.status`, `staff.role`, `order.status`, `staff.change`: the intent without its entity's name at its start
 * (`order-status`) or end (`change-staff`).
 */
export function auditActionOf(write: Write): string {
  const entity = auditEntityOf(write);
  const intent = write.intent.startsWith(`${entity}-`)
    ? write.intent.slice(entity.length + 1)
    : write.intent.endsWith(`-${entity}`)
      ? write.intent.slice(0, -entity.length - 1)
      : write.intent;
  return `${entity}.${intent}`;
}

/** A write whose path names no record makes one: the trail names it by the result's `id`. */
const createdIdOf = (result: unknown) => {
  const id = (result as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? String(id) : "";
};

/**
 * Runs a write and appends its audit row in one transaction, so neither commits without the other: the hook every
 * write passes through, whichever door it came in by. The write's services hold the transaction; nested
 * transactions become savepoints. Mail the write queues is woken for once the transaction has committed.
 */
async function runAudited(
  write: Write,
  caller: WriteCaller,
  request: Pick<WriteContext, "idempotencyKey" | "params">,
  id: string,
  input: unknown,
) {
  const { services, user, clientAddress } = caller;
  let mailQueued = false;
  const recordId = id || write.audit?.onlyRecord || "";
  const result = await services.db.transaction(async (tx) => {
    // A record the write is about to make has nothing before it and belongs to no other yet.
    const record = (recordId && (await write.audit?.record?.(tx, recordId))) || recordId;
    const before = recordId ? await write.audit?.before?.(tx, recordId, services) : undefined;
    const mailWorker = {
      start: () => services.mailWorker.start(),
      stop: () => services.mailWorker.stop(),
      wake: () => void (mailQueued = true),
    };
    const context = { ...request, services: { ...services, db: tx, mailWorker }, user };
    const result = await write.run(context, id, input);
    const writtenId = recordId || createdIdOf(result);
    await recordAuditEvent(tx, {
      actor: user,
      action: auditActionOf(write),
      entity: auditEntityOf(write),
      entityId: record || writtenId,
      before,
      after: { ...(input as Record<string, unknown>), id: writtenId },
      clientAddress,
    });
    return result;
  });
  if (mailQueued) services.mailWorker.wake();
  return result;
}

const idParamOf = (write: Write) => write.idParam ?? "id";
/** The record's id; a write whose path names none (an invitation, which makes its record) runs with an empty one. */
const idOf = (write: Write, value: unknown) =>
  write.path.includes(`:${idParamOf(write)}`)
    ? (write.serialId ? serialRecordId : recordId)(value, write.notFound)
    : "";

/** A write's JSON API route: its access checked by the router, the body parsed by the write's schema. */
export function writeApi(write: Write): ApiRoute {
  const route = defineApi(write.method ?? "post", write.path, write.access, async (req, res) => {
    const id = idOf(write, req.params[idParamOf(write)]);
    const input = parseInput(write.schema, req.body);
    const caller = apiCaller(req);
    const request = { idempotencyKey: idempotencyKeyOf(req) ?? null, params: req.params };
    res.status(write.status ?? (write.creates ? 201 : 200)).json(await runAudited(write, caller, request, id, input));
  });
  const declared = { ...route, input: write.schema, audited: true as const };
  return write.creates ? createsRecords(declared) : declared;
}

/**
 * A page's route action: the write its form names by `intent`, on the record the page's parameters or the form
 * name. The page has checked its own access; a write asking for more (a staff write on a client's page) is refused.
 */
export function runWriteAction(writes: readonly Write[], caller: WriteCaller, params: WriteParams, form: FormData) {
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const write = writes.find((candidate) => candidate.intent === intent);
  if (!write) return unknownIntent(intent);
  return formAction(intent, async () => {
    await assertPermitted(caller.services, caller.user, write.access);
    const id = idOf(write, write.idField ? fields[write.idField] : params[idParamOf(write)]);
    // The API door's replay check reads a create's key before its input: the form's key is checked first here too.
    if (write.creates) checkedIdempotencyKey(undefined, fields.idempotencyKey);
    const input = parseInput(write.schema, fields);
    const result = await runAudited(write, caller, { idempotencyKey: null, params }, id, input);
    if (write.redirect) throw redirect(write.redirect(result));
    return write.done(result);
  });
}
