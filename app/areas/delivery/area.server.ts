import type { AreaModule } from "#server/area-module.ts";
import { bookingApi, bookingRemindersJob, calendarAdminApi } from "./booking/index.server.ts";
import { leftoverChunksJob, portalApi, unreadMessageMailJob } from "./portal/index.server.ts";

/** Delivery: the client portal's projects, booking and its calendar, the client's dashboard. */
export const deliveryArea: AreaModule = {
  name: "delivery",
  apiRoutes: [...portalApi, ...bookingApi, ...calendarAdminApi],
  jobs: [unreadMessageMailJob, bookingRemindersJob, leftoverChunksJob],
};
