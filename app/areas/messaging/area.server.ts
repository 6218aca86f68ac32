import type { AreaModule } from "#server/area-module.ts";
import { outboxApi, outboxGauges } from "./mail/index.server.ts";
import { newsletterApi, subscribersApi } from "./newsletter/index.server.ts";

/** Messaging: the mail outbox and its worker, the newsletter and its subscribers. */
export const messagingArea: AreaModule = {
  name: "messaging",
  apiRoutes: [...newsletterApi, ...subscribersApi, ...outboxApi],
  metrics: outboxGauges,
};
