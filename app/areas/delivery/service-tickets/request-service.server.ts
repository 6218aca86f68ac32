import { data } from "react-router";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { formFields } from "#app/lib/page-form.server.ts";
import { runWriteAction, type WriteCaller } from "#app/lib/write.server.ts";
import { listOwnSystems } from "#app/areas/delivery/installed-systems/index.server.ts";
import { siteAddressLine } from "#app/areas/delivery/installed-systems/index.ts";
import { openTicketWrite } from "./ticket-writes.server.ts";

/** What the "Request service" page offers: the client's own systems, each named by its kind and address. */
export async function requestServicePageData(db: Database, user: SessionUser, url: URL) {
  const sites = await listOwnSystems(db, user);
  const systems = sites.flatMap((site) =>
    site.systems.map((system) => ({
      id: system.id,
      kind: system.kind,
      installedOn: system.installedOn,
      address: siteAddressLine(site.address),
    })),
  );
  const asked = url.searchParams.get("systemId");
  const systemId = systems.some((system) => system.id === asked) ? asked! : systems.length === 1 ? systems[0]!.id : "";
  return { systems, systemId };
}
export type RequestServicePageData = Awaited<ReturnType<typeof requestServicePageData>>;

/**
 * The form's post without JavaScript (text fields only): the ticket's page once it is opened, or the refusal with
 * what was typed, so the form shows it again under its messages.
 */
export async function requestServiceAction(caller: WriteCaller, form: FormData) {
  const answer = await runWriteAction([openTicketWrite], caller, {}, form);
  const fields = formFields(form);
  const values = { systemId: fields.systemId ?? "", type: fields.type ?? "", description: fields.description ?? "" };
  return data({ ...answer.data, values }, answer.init ?? undefined);
}
export type RequestServiceResult = Awaited<ReturnType<typeof requestServiceAction>>["data"];
