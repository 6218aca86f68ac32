import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import { defineWrite, noInput, recordFields, type WriteContext } from "#app/lib/write.server.ts";
import { SYSTEM_NOT_FOUND, systemNotFound } from "#app/areas/delivery/installed-systems/index.server.ts";
import { installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { openCredentials, sealCredentials } from "./connector-credentials.server.ts";
import {
  credentialFieldsOf,
  monitoringConnectorSchema,
  type ConnectorCredentials,
  type CredentialField,
  type MonitoringConnectorInput,
} from "./connector-schemas.ts";
import { monitoringConnectors } from "./tables.server.ts";

const NO_CONNECTOR = "This system has no monitoring connector";

/**
 * Stores a system's connector. Blank credentials keep the stored ones (of the same portal); a portal's missing ones
 * are refused by field. Saving re-arms it: a failing or backing-off connector is tried at the job's next run. A new
 * portal or id starts over from the first day to fetch.
 */
async function saveConnector({ services }: WriteContext, systemId: string, input: MonitoringConnectorInput) {
  const [system] = await services.db
    .select({ id: installedSystems.id })
    .from(installedSystems)
    .where(eq(installedSystems.id, systemId));
  if (!system) throw systemNotFound();
  const [stored] = await services.db
    .select()
    .from(monitoringConnectors)
    .where(eq(monitoringConnectors.systemId, systemId));
  const samePortal = stored?.provider === input.provider;
  const kept = samePortal ? (openCredentials(services.secret, systemId, stored.sealedCredentials) ?? {}) : {};
  const needed = credentialFieldsOf[input.provider];
  const credentials: ConnectorCredentials = {};
  const missing: Partial<Record<CredentialField, string>> = {};
  for (const [field, message] of Object.entries(needed) as [CredentialField, string][]) {
    const value = input[field] ?? kept[field];
    if (value) credentials[field] = value;
    else missing[field] = message;
  }
  if (Object.keys(missing).length > 0) throw invalid("Enter the portal's credentials", missing);
  const restart = !samePortal || stored.providerSiteId !== input.providerSiteId;
  const values = {
    provider: input.provider,
    providerSiteId: input.providerSiteId,
    sealedCredentials: sealCredentials(services.secret, systemId, credentials),
    enabled: input.enabled,
    status: restart || !stored.fetchedThrough ? ("waiting" as const) : ("ok" as const),
    fetchedThrough: restart ? null : stored.fetchedThrough,
    nextAttemptAt: null,
    retries: 0,
    lastError: null,
    updatedAt: new Date(),
  };
  await services.db
    .insert(monitoringConnectors)
    .values({ systemId, ...values })
    .onConflictDoUpdate({ target: monitoringConnectors.systemId, set: values });
  return { id: systemId, provider: input.provider, providerSiteId: input.providerSiteId, enabled: input.enabled };
}

async function removeConnector({ services }: WriteContext, systemId: string) {
  const removed = await services.db
    .delete(monitoringConnectors)
    .where(eq(monitoringConnectors.systemId, systemId))
    .returning({ id: monitoringConnectors.systemId });
  if (removed.length === 0) throw notFound(NO_CONNECTOR);
  return { id: systemId };
}

/** In the system's history (its page reads the `site` entity's rows of the system's id, as its other writes). */
const audit = {
  before: recordFields(monitoringConnectors, monitoringConnectors.systemId, {
    provider: monitoringConnectors.provider,
    providerSiteId: monitoringConnectors.providerSiteId,
    enabled: monitoringConnectors.enabled,
  }),
};

/**
 * The office's monitoring connector of a system (issue 29 §2, decision 0199): set, change, enable or remove it. The
 * audit trail records the portal, its id and the switch; the credentials' fields are redacted by name.
 */
export const connectorWrites = [
  defineWrite({
    intent: "save-monitoring-connector",
    access: "write:site:any",
    path: "/api/service/systems/:id/monitoring-connector",
    method: "patch",
    notFound: SYSTEM_NOT_FOUND,
    schema: monitoringConnectorSchema,
    run: (context, systemId, input) => saveConnector(context, systemId, input),
    done: () => "Monitoring connector saved",
    audit,
  }),
  defineWrite({
    intent: "remove-monitoring-connector",
    access: "write:site:any",
    path: "/api/service/systems/:id/monitoring-connector/remove",
    notFound: NO_CONNECTOR,
    schema: noInput,
    run: (context, systemId) => removeConnector(context, systemId),
    done: () => "Monitoring connector removed",
    audit,
  }),
];

/** A connector as its system's page shows it: never a credential, only whether each is set. */
export interface ConnectorView {
  provider: MonitoringConnectorInput["provider"];
  providerSiteId: string;
  enabled: boolean;
  status: typeof monitoringConnectors.$inferSelect.status;
  fetchedThrough: string | null;
  lastFetchedAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  credentialsSet: Partial<Record<CredentialField, boolean>>;
  /** False when the stored credentials no longer open (the app secret changed): they must be entered again. */
  credentialsReadable: boolean;
}

export async function connectorOf(db: Database, appSecret: string, systemId: string): Promise<ConnectorView | null> {
  const [row] = await db.select().from(monitoringConnectors).where(eq(monitoringConnectors.systemId, systemId));
  if (!row) return null;
  const credentials = openCredentials(appSecret, systemId, row.sealedCredentials);
  const fields = Object.keys(credentialFieldsOf[row.provider]) as CredentialField[];
  return {
    provider: row.provider,
    providerSiteId: row.providerSiteId,
    enabled: row.enabled,
    status: row.status,
    fetchedThrough: row.fetchedThrough,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastError: row.lastError,
    credentialsSet: Object.fromEntries(fields.map((field) => [field, Boolean(credentials?.[field])])),
    credentialsReadable: credentials !== null,
  };
}
