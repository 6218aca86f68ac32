import type { AppLoadContext } from "react-router";
import { accessTo, can } from "#app/lib/permissions.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.server.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { customerForStaff } from "./customer-records.server.ts";
import { sitesOfCustomer } from "#app/areas/delivery/installed-systems/index.server.ts";

/**
 * The CRM customer page's data: the customer and their records as the user reads them, and, for staff who change
 * customers (the office, admins), who may own one.
 */
export async function customerPageData(context: AppLoadContext, id: string | undefined) {
  const { services } = context;
  const user = signedInUser(context);
  const records = await customerForStaff(services, user, recordId(id, CUSTOMER_NOT_FOUND));
  const permissions = await permissionsFor(services, user);
  const changes = can(permissions, "write:customer:any");
  const owners = changes ? await listAssignableStaff(services.db, "read:customer:own") : [];
  const sites = accessTo(permissions, "read", "site")
    ? { items: await sitesOfCustomer(services, user, records.customer.id), changes: can(permissions, "write:site:any") }
    : null;
  return { records, changes, owners, sites };
}

export type CustomerPageData = Awaited<ReturnType<typeof customerPageData>>;
