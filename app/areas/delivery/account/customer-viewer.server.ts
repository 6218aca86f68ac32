import type { SQL } from "drizzle-orm";
import { rolePolicy, type SettingsServices } from "#server/settings.ts";
import { permissionsOfUser, type SessionUser } from "#server/http/access.ts";
import { can, type Entity } from "#app/lib/permissions.ts";
import { customerScope, leadScope } from "#app/areas/sales/index.server.ts";

/**
 * Who reads a person's records: the leads they may work (`leadScope`), the customers they read (`customerScope`), and
 * the other kinds of record their role reads at every reach. A kind the role does not read is listed as none: its
 * links would open pages it may not. The customer page's records and its timeline read alike through it.
 */
export interface CustomerViewer {
  leads: SQL | undefined;
  customers: SQL | undefined;
  reads: (entity: Entity) => boolean;
}

export async function viewerOf(services: SettingsServices, user: SessionUser): Promise<CustomerViewer> {
  const policy = await rolePolicy(services);
  const held = permissionsOfUser(user, policy);
  return {
    leads: leadScope(user, policy),
    customers: customerScope(user, policy),
    reads: (entity) => can(held, `read:${entity}:any`),
  };
}
