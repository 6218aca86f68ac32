import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { STAFF_LAYOUT_ID } from "./features/staff-shell/staff-layout-route.ts";
import { legacyRedirects, pageTable, type PageEntry } from "./route-table.ts";

/** A path's route id: one file may serve several paths (the service and legal pages). */
function routeId(path: string): string {
  return path === "/" ? "home" : path.slice(1).replace(/[/:]/g, "_");
}

const pageRoute = (page: PageEntry) => route(page.path, page.file, { id: routeId(page.path) });

export default [
  ...Object.keys(legacyRedirects).map((from) =>
    route(from, "routes/legacy-redirect.tsx", { id: `redirect${from.replace(/\//g, "_")}` }),
  ),
  ...pageTable.filter((page) => page.access !== "admin").map(pageRoute),
  // Every staff page wears the staff shell: which pages those are is the table's declaration.
  layout(
    "routes/staff-layout.tsx",
    { id: STAFF_LAYOUT_ID },
    pageTable.filter((page) => page.access === "admin").map(pageRoute),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
