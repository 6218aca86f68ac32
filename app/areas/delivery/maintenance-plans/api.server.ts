import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { clientAddressOf, clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { bookingLimit } from "#app/areas/delivery/booking/index.server.ts";
import { dueVisitList } from "./due-list.server.ts";
import { planTemplatesNow } from "./plan-templates.server.ts";
import { planVisitLinkBookingSchema } from "./plan-schemas.ts";
import { bookPlanVisitByLink, planVisitLinkView } from "./plan-visit-link-booking.server.ts";
import { choosePurchaseSiteWrite, planWrites } from "./plan-writes.server.ts";

/**
 * The maintenance plans' JSON API (issue 29 §1): the templates, the office's plan writes and the due list, the
 * client's choice of a bought plan's site, and the client's booking of a due visit from the link in its mail (the
 * signed token is the permission; a booking counts against the booking form's hourly limit per client).
 */
export const maintenancePlansApi: ApiRoute[] = [
  defineApi("get", "/api/service/plan-templates", "read:site:any", async (req) => ({
    items: await planTemplatesNow(req.services.db),
  })),
  ...dueVisitList.api(),
  ...planWrites.map(writeApi),
  writeApi(choosePurchaseSiteWrite),
  defineApi("get", "/api/plan-visit/:token", "public", (req) => planVisitLinkView(req.services, req.params.token)),
  {
    ...defineApi("post", "/api/plan-visit/:token/book", "public", async (req, res) => {
      await bookingLimit(req.services).consume(clientRateLimitKey(req));
      res.status(201).json(await bookPlanVisitByLink(req.services, req.params.token, req.body, clientAddressOf(req)));
    }),
    input: planVisitLinkBookingSchema,
  },
];
