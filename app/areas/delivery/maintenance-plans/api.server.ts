import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { dueVisitList } from "./due-list.server.ts";
import { planTemplatesNow } from "./plan-templates.server.ts";
import { choosePurchaseSiteWrite, planWrites } from "./plan-writes.server.ts";

/** The maintenance plans' JSON API (issue 29 §1): the templates, the office's plan writes and the due list, the client's choice of a bought plan's site. */
export const maintenancePlansApi: ApiRoute[] = [
  defineApi("get", "/api/service/plan-templates", "read:site:any", async (req) => ({
    items: await planTemplatesNow(req.services.db),
  })),
  ...dueVisitList.api(),
  ...planWrites.map(writeApi),
  writeApi(choosePurchaseSiteWrite),
];
