import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.server.ts";
import { customerForStaff } from "./customer-records.server.ts";
import { timelineQuerySchema } from "./timeline-query.server.ts";

/** The CRM's customer with every record of theirs the caller may read, and the page of their timeline `?page=` asks. */
export const accountApi: ApiRoute[] = [
  defineApi("get", "/api/crm/customers/:id", "read:customer:own", (req) => {
    const id = recordId(req.params.id, CUSTOMER_NOT_FOUND);
    const { page } = parseInput(timelineQuerySchema, req.query);
    return customerForStaff(req.services, req.user!, id, page);
  }),
];
