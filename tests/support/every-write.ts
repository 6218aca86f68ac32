import { userWrites } from "#app/areas/identity/admin-users/user-writes.server.ts";
import { staffWrites } from "#app/areas/identity/admin-users/staff-writes.server.ts";
import { settingsWrites } from "#app/areas/identity/settings/settings-writes.server.ts";
import { customerActivityWrite, leadWrites } from "#app/areas/sales/leads-pipeline/lead-writes.server.ts";
import { appointmentWrites } from "#app/areas/delivery/booking/appointment-writes.server.ts";
import { calendarWrites } from "#app/areas/delivery/booking/calendar-writes.server.ts";
import {
  clientProjectWrites,
  convertLeadWrite,
  createProjectWrite,
  projectWrites,
} from "#app/areas/delivery/portal/project-writes.server.ts";
import { outboxWrites } from "#app/areas/messaging/mail/outbox-writes.server.ts";
import { orderWrites } from "#app/areas/commerce/orders/order-writes.server.ts";
import { createProductWrite, productWrites } from "#app/areas/commerce/inventory/inventory-writes.server.ts";
import { customerWrites } from "#app/areas/customers/customers/customer-writes.server.ts";
import { siteWrites } from "#app/areas/delivery/installed-systems/site-writes.server.ts";
import { openTicketWrite, ticketWrites } from "#app/areas/delivery/service-tickets/ticket-writes.server.ts";
import { visitWrites } from "#app/areas/delivery/service-visits/visit-writes.server.ts";
import { choosePurchaseSiteWrite, planWrites } from "#app/areas/delivery/maintenance-plans/plan-writes.server.ts";
import { monitoringWrites } from "#app/areas/delivery/system-production/monitoring-writes.server.ts";
import { connectorWrites } from "#app/areas/delivery/system-production/connector-writes.server.ts";
import { markRewardPaidWrite } from "#app/areas/delivery/referrals/referral-writes.server.ts";
import { claimWrites } from "#app/areas/delivery/warranty-claims/claim-writes.server.ts";
import { conversationWrites } from "#app/areas/library/assistant/conversation-writes.server.ts";
import type { Write } from "#app/lib/write.server.ts";

/**
 * Every write declared in app/ (decision 0124); app/lib/write-doors.integration.test.ts counts the `defineWrite`
 * calls in app/ against it, so a new write missing here fails.
 */
export const everyWrite: readonly Write[] = [
  ...userWrites,
  ...staffWrites,
  ...settingsWrites,
  ...leadWrites,
  customerActivityWrite,
  ...appointmentWrites,
  ...calendarWrites,
  ...projectWrites,
  createProjectWrite,
  convertLeadWrite,
  ...clientProjectWrites,
  ...outboxWrites,
  ...orderWrites,
  ...productWrites,
  createProductWrite,
  ...customerWrites,
  ...siteWrites,
  ...ticketWrites,
  ...visitWrites,
  openTicketWrite,
  ...planWrites,
  choosePurchaseSiteWrite,
  ...monitoringWrites,
  ...connectorWrites,
  markRewardPaidWrite,
  ...claimWrites,
  ...conversationWrites,
];
