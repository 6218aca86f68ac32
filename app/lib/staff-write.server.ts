import type { SessionUser } from "#server/http/access.ts";
import { createsRecords, defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import type { AppServices } from "#server/services.ts";
import { assertPermitted } from "./page-access.server.ts";
import { formAction, unknownIntent } from "./page-action.server.ts";
import type { Permission } from "./permissions.ts";
import { formFields } from "./page-form.server.ts";
import { recordId, serialRecordId } from "./record-id.server.ts";
import { z } from "./zod.ts";

export interface WriteContext {
  services: AppServices;
  admin: SessionUser;
  /** The API caller's Idempotency-Key; a page's form sends none. */
  idempotencyKey: string | null;
}

/**
 * One staff write, declared once: its input schema, the service it calls and what the page
 * says when it is done. Its JSON API route (`writeApi`) and its page-action intent
 * (`runWriteAction`) are both made from this, so they parse and behave alike
 * (docs/decisions/0032-one-way-to-expose-a-write.md).
 */
export interface StaffWrite<Schema extends z.ZodType = z.ZodType, Result = unknown> {
  /** The page form's `intent`. */
  intent: string;
  /** Who may make it: checked before either door reads anything (app/lib/permissions.ts). */
  permission: Permission;
  /** POST path; `:id` names the record. */
  path: `/api/admin/${string}/:id/${string}`;
  /** The page form's field holding the record id; without one, the page's own `:id`. */
  idField?: string;
  /** The 404 message for an id that names no record. */
  notFound: string;
  /** The record's id is an integer (an identity column) rather than a UUID. */
  serialId?: boolean;
  /** 201 instead of 200: the write adds a record. */
  creates?: boolean;
  schema: Schema;
  run: (context: WriteContext, id: string, input: z.output<Schema>) => Promise<Result>;
  /** The page's message once done (a toast, or beside the form without JavaScript). */
  done: (result: Result) => string;
}

/** The input of a write that needs none but its record (the body is ignored). */
export const noInput = z.object({});

/** Keeps a write's schema and result types tied together where it is declared. */
export function defineWrite<Schema extends z.ZodType, Result>(write: StaffWrite<Schema, Result>): StaffWrite {
  return write as unknown as StaffWrite;
}

const idOf = (write: StaffWrite, value: unknown) => (write.serialId ? serialRecordId : recordId)(value, write.notFound);

/** A write's JSON API route: admins only, the body parsed by the write's schema. */
export function writeApi(write: StaffWrite): ApiRoute {
  const route = defineApi("post", write.path, write.permission, async (req, res) => {
    const id = idOf(write, req.params.id);
    const input = parseInput(write.schema, req.body);
    const context = { services: req.services, admin: req.user!, idempotencyKey: idempotencyKeyOf(req) ?? null };
    res.status(write.creates ? 201 : 200).json(await write.run(context, id, input));
  });
  const declared = { ...route, input: write.schema };
  return write.creates ? createsRecords(declared) : declared;
}

/** A page's route action: the write its form names by `intent`, on the page's record or the form's. */
export function runWriteAction(
  writes: readonly StaffWrite[],
  services: WriteContext["services"],
  admin: SessionUser,
  pageRecordId: string | undefined,
  form: FormData,
) {
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const write = writes.find((candidate) => candidate.intent === intent);
  if (!write) return unknownIntent(intent);
  return formAction(intent, async () => {
    assertPermitted(services, admin, write.permission);
    const id = idOf(write, write.idField ? fields[write.idField] : pageRecordId);
    const input = parseInput(write.schema, fields);
    return write.done(await write.run({ services, admin, idempotencyKey: null }, id, input));
  });
}
