import { type RouteConfig, route } from "@react-router/dev/routes";
import { legacyRedirects, pageTable } from "./route-table.ts";

/** A path's route id: one file may serve several paths (the service and legal pages). */
function routeId(path: string): string {
  return path === "/" ? "home" : path.slice(1).replace(/[/:]/g, "_");
}

export default [
  ...Object.keys(legacyRedirects).map((from) =>
    route(from, "routes/legacy-redirect.tsx", { id: `redirect${from.replace(/\//g, "_")}` }),
  ),
  ...pageTable.map((page) => route(page.path, page.file, { id: routeId(page.path) })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
