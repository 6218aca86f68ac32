import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.server.ts";
import { customerForStaff } from "./customer-records.server.ts";

/** The CRM's customer with every record of theirs the caller may read. */
export const accountApi: ApiRoute[] = [
  defineApi("get", "/api/crm/customers/:id", "read:customer:own", (req) =>
    customerForStaff(req.services, req.user!, recordId(req.params.id, CUSTOMER_NOT_FOUND)),
  ),
];
