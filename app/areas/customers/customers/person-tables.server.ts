import { users } from "#app/areas/identity/tables.server.ts";
import { appointments, serviceTickets, sites } from "#app/areas/delivery/tables.server.ts";
import { leadActivities, leadNotes, leadTasks, leads } from "#app/areas/sales/tables.server.ts";
import { mailOutbox, newsletterSubscribers } from "#app/areas/messaging/tables.server.ts";
import { orders } from "#app/areas/commerce/tables.server.ts";

/**
 * Every table whose rows concern one person (projects reach theirs through their client's account). A new table with
 * a `customer_id` belongs here: person-tables.integration.test.ts reads the database's columns and fails without it.
 */
export const personTables = [
  leads,
  appointments,
  orders,
  newsletterSubscribers,
  mailOutbox,
  sites,
  // A site's tickets carry its customer, so a client's are one condition (decision 0159).
  serviceTickets,
  // Staff's activities and tasks on a customer without a deal (decision 0144).
  leadActivities,
  leadNotes,
  leadTasks,
];

/** The person's records and their account: what a merge moves to the customer that stays. */
export const customerIdTables = [users, ...personTables];
