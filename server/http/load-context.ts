import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import type { AppServices } from "#server/services.ts";
import type { SessionUser } from "./access.ts";
import type { ApiRequest } from "./api-route.ts";
import { clientAddressOf, clientRateLimitKey } from "./rate-limit-key.ts";

/** What every loader and action receives from the server, alongside the request. */
export interface ServerContext {
  services: AppServices;
  user: SessionUser | null;
  /** Set for signedIn and admin pages only, once the page access check let this user in (page-access.ts). */
  checkedUser?: SessionUser;
  sessionId: string | null;
  /** The signed-in account signs in with a second factor. */
  twoFactorEnabled: boolean;
  cspNonce: string;
  requestId: string;
  /** The client's rate-limit key (see rate-limit-key.ts), for actions that count attempts. */
  clientKey: string;
  /** The client's address (see rate-limit-key.ts), for the audit trail. */
  clientAddress: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends ServerContext {}
}

export function getLoadContext(req: Request, res: Response): AppLoadContext {
  const apiReq = req as ApiRequest;
  return {
    services: apiReq.services,
    user: apiReq.user,
    sessionId: apiReq.sessionId,
    twoFactorEnabled: apiReq.twoFactorEnabled,
    cspNonce: String(res.locals.cspNonce ?? ""),
    requestId: String(req.id),
    clientKey: clientRateLimitKey(req),
    clientAddress: clientAddressOf(req),
  };
}
