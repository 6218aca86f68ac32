import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import {
  legacyRedirectRouteId,
  legacyRedirects,
  NOT_FOUND_ROUTE_ID,
  isStaffPage,
  pageRouteId,
  pageTable,
  STAFF_LAYOUT_ID,
  type PageEntry,
} from "./route-table.ts";

const pageRoute = (page: PageEntry) => route(page.path, page.file, { id: pageRouteId(page.path) });

export default [
  ...Object.keys(legacyRedirects).map((from) =>
    route(from, "routes/legacy-redirect.tsx", { id: legacyRedirectRouteId(from) }),
  ),
  ...pageTable.filter((page) => !isStaffPage(page)).map(pageRoute),
  // Every staff page wears the staff shell: which pages those are is the table's declaration.
  layout("routes/staff-layout.tsx", { id: STAFF_LAYOUT_ID }, pageTable.filter(isStaffPage).map(pageRoute)),
  route("*", "routes/not-found.tsx", { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
