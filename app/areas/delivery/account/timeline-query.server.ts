import { paginationParams } from "#app/lib/list-query.server.ts";
import { z } from "#app/lib/zod.ts";

/** `?page=` of a customer's timeline (on the page and the API), the list kit's page rule. */
export const timelineQuerySchema = z.object({ page: paginationParams.page });
