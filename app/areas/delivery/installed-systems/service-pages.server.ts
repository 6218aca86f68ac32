import type { AppLoadContext } from "react-router";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { can } from "#app/lib/permissions.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { siteIdOf, systemIdOf } from "./site-scope.server.ts";
import { getSite } from "./sites.server.ts";
import { getSystem } from "./systems.server.ts";

/** What a service page adds to its record: whether the reader corrects it, and the office's date for the badges. */
async function pageFacts(context: AppLoadContext) {
  const user = signedInUser(context);
  const changes = can(await permissionsFor(context.services, user), "write:site:any");
  return { user, changes, today: officeToday() };
}

/** /enterprise-carm/sites/:id: the site through the reader's scope (the 404 page for another's), its systems. */
export function sitePageData(context: AppLoadContext, id: string | undefined) {
  return notFoundPage(async () => {
    const { user, ...facts } = await pageFacts(context);
    return { site: await getSite(context.services, user, siteIdOf(id)), ...facts };
  });
}
export type SitePageData = Awaited<ReturnType<typeof sitePageData>>;

/** /enterprise-carm/systems/:id: the system through its site's scope, its equipment and warranties. */
export function systemPageData(context: AppLoadContext, id: string | undefined) {
  return notFoundPage(async () => {
    const { user, ...facts } = await pageFacts(context);
    return { system: await getSystem(context.services, user, systemIdOf(id)), ...facts };
  });
}
export type SystemPageData = Awaited<ReturnType<typeof systemPageData>>;
