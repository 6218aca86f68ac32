import { Router, type RequestHandler } from "express";
import { checkAccess } from "./access.ts";
import type { ApiRequest, ApiRoute } from "./api-route.ts";
import { HttpError } from "./errors.ts";
import { withIdempotentReplay } from "./idempotent-replay.ts";
import { SET_UP_TWO_FACTOR, twoFactorSetupDue } from "./two-factor-gate.ts";

function guard(route: ApiRoute): RequestHandler {
  return async (req, _res, next) => {
    const { user, services, twoFactorEnabled } = req as ApiRequest;
    const verdict = await checkAccess(services, route.access, user);
    if (verdict === "signedOut") return next(new HttpError(401, "Please sign in to continue"));
    if (verdict === "denied") return next(new HttpError(403, "You don't have permission to do this"));
    if (twoFactorSetupDue(services.config, route.access, user!, twoFactorEnabled)) {
      return next(new HttpError(403, SET_UP_TWO_FACTOR));
    }
    next();
  };
}

/** Mounts every declared API route behind its access check; anything else under /api is a JSON 404. */
export function createApiRouter(routes: readonly ApiRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, guard(route), async (req, res) => {
      const respond = async () => {
        const result = await route.handler(req as ApiRequest, res);
        if (!res.headersSent && result !== undefined) res.json(result);
      };
      await (route.creates ? withIdempotentReplay(req as ApiRequest, res, respond) : respond());
    });
  }
  router.use("/api", (_req, _res, next) => next(new HttpError(404, "No such API endpoint")));
  return router;
}
