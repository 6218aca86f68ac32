import type { Request, Response } from "express";
import type { AppServices } from "#server/services.ts";
import type { z } from "#app/lib/zod.ts";
import type { Access, SessionUser } from "./access.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface ApiRequest extends Request {
  services: AppServices;
  user: SessionUser | null;
  sessionId: string | null;
  /** The signed-in account signs in with a second factor. */
  twoFactorEnabled: boolean;
}

/**
 * One JSON API endpoint. `access` is checked before the handler runs; a handler
 * for a resource owned by a user checks ownership itself, before reading it.
 */
export interface ApiRoute {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  /**
   * "raw": the body arrives as the exact bytes sent (a Buffer in req.body, read before the JSON parser), for a
   * route that checks a signature over them (Stripe's webhook). Every other route gets parsed JSON.
   */
  body?: "raw";
  /**
   * The route creates a record for a signed-in caller: a retry with the same Idempotency-Key gets the first answer
   * (server/http/idempotent-replay.ts).
   */
  creates?: true;
  /** The schema the handler parses the body with, where the route is made from a declaration that names it. */
  input?: z.ZodType;
  /** Made by the write kit from a write's declaration (`writeApi`), which records every call in the audit trail. */
  audited?: true;
  /**
   * A staff write the kit cannot declare (a streamed upload) that writes its own row of the audit trail with
   * `recordOwnWrite`, in the transaction of its change; its own test shows the row.
   */
  recordsItself?: true;
  /** A staff list's CSV download (whatever its path) and the list's JSON page, for the sweeps over every export. */
  csv?: { list: `/api/${string}` };
  handler: (req: ApiRequest, res: Response) => unknown;
}

/** An endpoint, declared on one line with who may call it: `defineApi("post", "/api/login", "public", handler)`. */
export function defineApi(
  method: HttpMethod,
  path: ApiRoute["path"],
  access: Access,
  handler: ApiRoute["handler"],
): ApiRoute {
  return { method, path, access, handler };
}

/** Marks a route that creates a record for a signed-in caller: a retry with the same Idempotency-Key replays. */
export const createsRecords = (route: ApiRoute): ApiRoute => ({ ...route, creates: true });

/** Marks a staff write the write kit cannot declare (a streamed upload), which records its own audit row. */
export const recordsItself = (route: ApiRoute): ApiRoute => ({ ...route, recordsItself: true });
