import type { AppLoadContext } from "react-router";
import { accessTo, can } from "#app/lib/permissions.ts";
import { readSearchParams } from "#app/lib/list-query.server.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.server.ts";
import { assignableStaffFor, listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { customerReferrals } from "#app/areas/delivery/referrals/index.server.ts";
import { customerForStaff } from "./customer-records.server.ts";
import { timelineQuerySchema } from "./timeline-query.server.ts";
import { sitesOfCustomer } from "#app/areas/delivery/installed-systems/index.server.ts";

/**
 * The CRM customer page's data: the customer, their records and the timeline page `?page=` asks, as the user reads
 * them; for staff who change customers (the office, admins), who may own one; for staff who work leads, whom an
 * activity's next step may be given to; and the customer's referrals.
 */
export async function customerPageData(context: AppLoadContext, id: string | undefined, request: Request) {
  const { services } = context;
  const user = signedInUser(context);
  const { page } = readSearchParams(timelineQuerySchema, new URL(request.url).searchParams);
  const records = await customerForStaff(services, user, recordId(id, CUSTOMER_NOT_FOUND), page);
  const permissions = await permissionsFor(services, user);
  const changes = can(permissions, "write:customer:any");
  const owners = changes ? await listAssignableStaff(services.db, "read:customer:own") : [];
  const logsActivities = can(permissions, "write:lead:own");
  const activityStaff = logsActivities ? await assignableStaffFor(services, user) : [];
  const referrals = await customerReferrals(services.db, records.customer.id, can(permissions, "read:money:any"));
  const sites = accessTo(permissions, "read", "site")
    ? { items: await sitesOfCustomer(services, user, records.customer.id), changes: can(permissions, "write:site:any") }
    : null;
  return { records, changes, owners, logsActivities, activityStaff, referrals, sites };
}

export type CustomerPageData = Awaited<ReturnType<typeof customerPageData>>;
