import type { AreaModule } from "#server/area-module.ts";
import { outboxApi, outboxGauges } from "./mail/index.server.ts";
import { newsletterApi, subscriberList } from "./newsletter/index.server.ts";

/** Messaging: the mail outbox and its worker, the newsletter and its subscribers. */
export const messagingArea: AreaModule = {
  name: "messaging",
  apiRoutes: [...newsletterApi, ...subscriberList.api(), ...outboxApi],
  metrics: outboxGauges,
};
