import { type RouteConfig, route } from "@react-router/dev/routes";
import { legacyRedirectRouteId, legacyRedirects, NOT_FOUND_ROUTE_ID, pageRouteId, pageTable } from "./route-table.ts";

export default [
  ...Object.keys(legacyRedirects).map((from) =>
    route(from, "routes/legacy-redirect.tsx", { id: legacyRedirectRouteId(from) }),
  ),
  ...pageTable.map((page) => route(page.path, page.file, { id: pageRouteId(page.path) })),
  route("*", "routes/not-found.tsx", { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
