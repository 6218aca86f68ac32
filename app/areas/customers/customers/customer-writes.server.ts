import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import { changeCustomer } from "./customer-change.server.ts";
import { CUSTOMER_NOT_FOUND, mergeCustomers } from "./customer-merge.server.ts";
import { customerChangeSchema, customerMergeSchema } from "./customer-schemas.ts";
import { customers } from "./tables.server.ts";

/**
 * The CRM's writes on customers: each a form of the customer or duplicates page and a JSON API route. Changing what
 * staff keep and merging two customers are the office's (and admins') work (decision 0140).
 */
export const customerWrites = [
  defineWrite({
    intent: "change-customer",
    access: "write:customer:any",
    method: "patch",
    path: "/api/crm/customers/:id",
    notFound: CUSTOMER_NOT_FOUND,
    schema: customerChangeSchema,
    run: ({ services }, customerId, change) => changeCustomer(services.db, customerId, change),
    done: () => "Customer saved",
    audit: {
      before: recordFields(customers, customers.id, {
        ownerId: customers.ownerId,
        town: customers.town,
        utility: customers.utility,
        propertyType: customers.propertyType,
        tags: customers.tags,
      }),
    },
  }),
  defineWrite({
    intent: "merge-customer",
    access: "write:customer:any",
    path: "/api/crm/customers/merge",
    notFound: CUSTOMER_NOT_FOUND,
    schema: customerMergeSchema,
    run: ({ services }, _id, { survivorId, mergedId }) => mergeCustomers(services.db, survivorId, mergedId),
    done: () => "Customers merged",
    redirect: ({ id }) => `/platform/crm/customers/${id}`,
  }),
];
