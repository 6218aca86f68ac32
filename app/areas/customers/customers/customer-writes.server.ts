import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import { changeCustomer } from "./customer-change.server.ts";
import { mergeCustomers } from "./customer-merge.server.ts";
import {
  CUSTOMER_NOT_FOUND,
  customerChangeSchema,
  customerMergeSchema,
  customerReferrerSchema,
} from "./customer-schemas.ts";
import { setReferrer } from "./customer-referrer.server.ts";
import { customers } from "./tables.server.ts";

/** What staff keep about a customer: a form of the customer's page and PATCH /api/crm/customers/:id. */
const changeCustomerWrite = defineWrite({
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
});

/** One customer merged into another: a form of the duplicates and customer pages and POST /api/crm/customers/merge. */
export const mergeCustomerWrite = defineWrite({
  intent: "merge-customer",
  access: "write:customer:any",
  path: "/api/crm/customers/merge",
  notFound: CUSTOMER_NOT_FOUND,
  schema: customerMergeSchema,
  run: ({ services }, _id, { survivorId, mergedId }) => mergeCustomers(services.db, survivorId, mergedId),
  done: () => "Customers merged",
  redirect: ({ id }) => `/platform/crm/customers/${id}`,
});

/** Who referred a customer: a form of the customer's page and POST /api/crm/customers/:id/referrer (decision 0145). */
const referrerWrite = defineWrite({
  intent: "customer-referrer",
  access: "write:customer:any",
  path: "/api/crm/customers/:id/referrer",
  notFound: CUSTOMER_NOT_FOUND,
  schema: customerReferrerSchema,
  run: ({ services }, customerId, { referredById }) => setReferrer(services.db, customerId, referredById),
  done: () => "Referrer saved",
  audit: { before: recordFields(customers, customers.id, { referredById: customers.referredById }) },
});

/** The CRM's writes on customers: changing and merging them is the office's (and admins') work (decision 0140). */
export const customerWrites = [changeCustomerWrite, mergeCustomerWrite, referrerWrite];
