import type { AreaModule } from "#server/area-module.ts";
import { bookingApi, bookingRemindersJob, calendarAdminApi } from "./booking/index.server.ts";
import { accountApi } from "./account/index.server.ts";
import { referralsApi } from "./referrals/index.server.ts";
import { serviceSitesApi } from "./installed-systems/index.server.ts";
import { serviceTicketsApi, ticketIntakeApi } from "./service-tickets/index.server.ts";
import { serviceVisitsApi } from "./service-visits/index.server.ts";
import { warrantyClaimsApi } from "./warranty-claims/index.server.ts";
import {
  maintenancePlansApi,
  planHorizonJob,
  planPurchasesJob,
  planRenewalRemindersJob,
  planVisitDueRemindersJob,
} from "./maintenance-plans/index.server.ts";
import { connectorFetchJob, productionCheckJob, systemProductionApi } from "./system-production/index.server.ts";
import { leftoverChunksJob, portalApi, unreadMessageMailJob } from "./portal/index.server.ts";

/** Delivery: the client portal's projects, booking and its calendar, the client's dashboard, a person's records together (the CRM's customer), the service records (sites, systems, warranties), service tickets and the field work on them (visits, parts, a technician's day) warranty claims and maintenance plans. */
export const deliveryArea: AreaModule = {
  name: "delivery",
  apiRoutes: [
    ...portalApi,
    ...bookingApi,
    ...calendarAdminApi,
    ...accountApi,
    ...referralsApi,
    ...serviceSitesApi,
    ...serviceTicketsApi,
    ...ticketIntakeApi,
    ...serviceVisitsApi,
    ...warrantyClaimsApi,
    ...maintenancePlansApi,
    ...systemProductionApi,
  ],
  jobs: [
    unreadMessageMailJob,
    bookingRemindersJob,
    leftoverChunksJob,
    planHorizonJob,
    planRenewalRemindersJob,
    planVisitDueRemindersJob,
    planPurchasesJob,
    productionCheckJob,
    connectorFetchJob,
  ],
};
