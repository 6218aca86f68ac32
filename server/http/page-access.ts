import { data, redirect, type ServerBuild } from "react-router";
import { ACCESS_DENIED_DATA } from "#app/lib/access-denied.ts";
import { openRouteIds, pageAccessByRouteId, TWO_FACTOR_SETUP_PATH, type PageAccess } from "#app/route-table.ts";
import { checkAccess } from "./access.ts";
import { twoFactorSetupDue } from "./two-factor-gate.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type DataFunction = NonNullable<RouteModule["loader"]>;

/** A page that sends the visitor elsewhere first, with the way back to this one. */
function detourUrl(request: Request, detourPath: string): string {
  const url = new URL(request.url);
  return `${detourPath}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Runs a page's loader or action only for a visitor its declared access lets in, handing it the checked user;
 * anyone else gets what React Router makes of the throw: signed out, the sign-in page with the way back (a 302, or
 * a single-fetch redirect for a `.data` request); signed in without the role, the Access Denied screen with 403; a
 * staff member whose second factor STAFF_TWO_FACTOR requires, its setup page first.
 */
function guarded(page: Exclude<PageAccess, { access: "public" }>, handler: DataFunction): DataFunction {
  return async (args) => {
    const { user, services, twoFactorEnabled } = args.context;
    if (!user) throw redirect(detourUrl(args.request, page.signInPath));
    if ((await checkAccess(services, page.access, user)) === "denied") {
      throw data(ACCESS_DENIED_DATA, { status: 403 });
    }
    if (twoFactorSetupDue(services.config, page.access, user, twoFactorEnabled)) {
      throw redirect(detourUrl(args.request, TWO_FACTOR_SETUP_PATH));
    }
    return handler({ ...args, context: { ...args.context, checkedUser: user } });
  };
}

function routeWithAccess(id: string, module: RouteModule): RouteModule {
  if (openRouteIds.has(id)) return module;
  const page = pageAccessByRouteId.get(id);
  if (!page) throw new Error(`Route "${id}" is not a page of app/route-table.ts, so nobody declared who may open it`);
  if (page.access === "public") return module;
  // Without a server loader the browser would render the page on a client-side navigation without asking.
  if (!module.loader) throw new Error(`Route "${id}" (${page.access}) needs a loader for its access to be checked`);
  return {
    ...module,
    loader: guarded(page, module.loader),
    ...(module.action ? { action: guarded(page, module.action) } : {}),
  };
}

const guardedBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every page's declared access (app/route-table.ts) enforced in front of its loader and action: the
 * one place pages are guarded, for document and `.data` requests, GET and POST alike. React Router itself turns
 * what the guard throws into the answer, exactly as if the page's own loader had thrown it.
 */
export function withPageAccess(build: ServerBuild): ServerBuild {
  let guardedBuild = guardedBuilds.get(build);
  if (!guardedBuild) {
    const routes = Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => [
        id,
        route && { ...route, module: routeWithAccess(id, route.module) },
      ]),
    );
    guardedBuild = { ...build, routes };
    guardedBuilds.set(build, guardedBuild);
  }
  return guardedBuild;
}
