import type { Request, Response } from "express";
import type { AppServices } from "../services.ts";
import type { Access, SessionUser } from "./access.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface ApiRequest extends Request {
  services: AppServices;
  user: SessionUser | null;
  sessionId: string | null;
}

/**
 * One JSON API endpoint. `access` is checked before the handler runs; a handler
 * for a resource owned by a user checks ownership itself, before reading it.
 */
export interface ApiRoute {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  handler: (req: ApiRequest, res: Response) => unknown;
}

export function defineApi(route: ApiRoute): ApiRoute {
  return route;
}
