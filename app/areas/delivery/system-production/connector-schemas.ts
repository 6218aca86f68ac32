import { z } from "#app/lib/zod.ts";
import { booleanField, optionalLine, requiredLine } from "#app/lib/field-rules.ts";
import { connectorProviders, type ConnectorProvider } from "./production-values.ts";

export const PROVIDER_SITE_MESSAGE =
  "Please enter the portal's numeric id for this system (Enphase system id, SolarEdge site id)";

/** A credential field: blank keeps the one stored (it is never sent back to be shown). */
const credential = optionalLine(400);

/**
 * `PATCH /api/service/systems/:id/monitoring-connector`: which portal, its id for the system, whether the job fetches
 * it, and its credentials (decision 0199): Enphase v4 takes the application's API key, client id and secret and the
 * OAuth refresh token its installer account granted; SolarEdge v2 the user's API key and the account key.
 */
export const monitoringConnectorSchema = z.object({
  provider: z.enum(connectorProviders, { error: "Choose the monitoring portal: Enphase or SolarEdge" }),
  providerSiteId: requiredLine(PROVIDER_SITE_MESSAGE, 20).pipe(z.string().regex(/^\d+$/, PROVIDER_SITE_MESSAGE)),
  enabled: booleanField("Say whether the connector fetches production"),
  apiKey: credential,
  clientId: credential,
  clientSecret: credential,
  refreshToken: credential,
  accountApiKey: credential,
});
export type MonitoringConnectorInput = z.infer<typeof monitoringConnectorSchema>;

/** The credentials each portal needs, by the form's field names, with what an empty one says. */
export const credentialFieldsOf: Record<ConnectorProvider, Partial<Record<CredentialField, string>>> = {
  enphase: {
    apiKey: "Enter the application's API key",
    clientId: "Enter the application's client id",
    clientSecret: "Enter the application's client secret",
    refreshToken: "Enter the OAuth refresh token from the installer account's authorization",
  },
  solaredge: {
    apiKey: "Enter the SolarEdge user's API key (X-API-Key)",
    accountApiKey: "Enter the SolarEdge account key (X-Account-Key)",
  },
};
export type CredentialField = "apiKey" | "clientId" | "clientSecret" | "refreshToken" | "accountApiKey";
export type ConnectorCredentials = Partial<Record<CredentialField, string>>;
