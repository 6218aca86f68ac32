import type { ApiRoute } from "#server/http/api-route.ts";
import { healthApi } from "#server/http/health-api.ts";
import { areas } from "./areas.ts";

/** Every API route of the application, each with its declared access: the platform's, then each area's. */
export const apiRoutes: readonly ApiRoute[] = [...healthApi, ...areas.flatMap((area) => area.apiRoutes ?? [])];
