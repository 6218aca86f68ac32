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
export function defineWrite<Schema extends z.ZodType, Result>(write: Write<Schema, Result>): Write {
  return write as unknown as Write;
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
    const context = {
      services: req.services,
      user: req.user!,
      idempotencyKey: idempotencyKeyOf(req) ?? null,
      params: req.params,
    };
    res.status(write.creates ? 201 : 200).json(await write.run(context, id, input));
  });
  const declared = { ...route, input: write.schema };
  return write.creates ? createsRecords(declared) : declared;
}

/**
 * A page's route action: the write its form names by `intent`, on the record the page's parameters or the form
 * name. The page has checked its own access; a write asking for more (a staff write on a client's page) is refused.
 */
export function runWriteAction(
  writes: readonly Write[],
  services: AppServices,
  user: SessionUser,
  params: WriteParams,
  form: FormData,
) {
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const write = writes.find((candidate) => candidate.intent === intent);
  if (!write) return unknownIntent(intent);
  return formAction(intent, async () => {
    assertPermitted(services, user, write.access);
    const id = idOf(write, write.idField ? fields[write.idField] : params[idParamOf(write)]);
    const input = parseInput(write.schema, fields);
    return write.done(await write.run({ services, user, idempotencyKey: null, params }, id, input));
  });
}
