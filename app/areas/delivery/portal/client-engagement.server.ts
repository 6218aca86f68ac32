import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { rescoreLead } from "#app/areas/sales/index.server.ts";
import { projects } from "./tables.server.ts";

/** A client's message or upload is engagement: their customer's leads are rescored in the write's transaction. */
export async function rescoreProjectClient(tx: Database, projectId: string): Promise<void> {
  const [client] = await tx
    .select({ customerId: users.customerId })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.clientId))
    .where(eq(projects.id, projectId));
  if (client?.customerId) await rescoreLead(tx, { customerId: client.customerId });
}
