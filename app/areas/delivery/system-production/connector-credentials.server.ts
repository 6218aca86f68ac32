import { openWithSecret, sealWithSecret } from "#server/secret-box.ts";
import type { ConnectorCredentials } from "./connector-schemas.ts";

const PURPOSE = "monitoring-connector-credentials";

/** A connector's credentials as stored: sealed with the app secret, bound to its system (decision 0200). */
export const sealCredentials = (appSecret: string, systemId: string, credentials: ConnectorCredentials): string =>
  sealWithSecret(appSecret, PURPOSE, systemId, JSON.stringify(credentials));

/** The credentials back, or null when they cannot be opened (the app secret changed since they were entered). */
export function openCredentials(appSecret: string, systemId: string, sealed: string): ConnectorCredentials | null {
  const opened = openWithSecret(appSecret, PURPOSE, systemId, sealed);
  return opened === null ? null : (JSON.parse(opened) as ConnectorCredentials);
}
