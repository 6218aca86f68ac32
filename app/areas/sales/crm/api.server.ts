import type { ApiRoute } from "#server/http/api-route.ts";
import { customerList } from "./customer-list.server.ts";

/** The CRM's customers list as JSON and CSV, each row within the caller's scope. */
export const crmApi: ApiRoute[] = customerList.api();
