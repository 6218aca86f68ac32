import type { z } from "zod";
import type { Database } from "../../server/db/client.ts";
import { defineApi, type ApiRoute } from "../../server/http/api-route.ts";
import { parseInput } from "../../server/http/errors.ts";
import { csvFilename, sendCsv } from "./csv-response.server.ts";

type ListQuerySchema = z.ZodObject;

/** GET of a staff list as JSON: the same query schema and function as its page's loader. */
export function listApi<Schema extends ListQuerySchema>(
  path: `/api/admin/${string}`,
  querySchema: Schema,
  list: (db: Database, query: z.output<Schema>) => Promise<unknown>,
): ApiRoute {
  return defineApi({
    method: "get",
    path,
    access: "admin",
    handler: (req) => list(req.services.db, parseInput(querySchema, req.query)),
  });
}

/**
 * GET of a staff list as a CSV download named `<name>-<office date>.csv`: every row the
 * filters match, in the list's order, read in batches (see sendCsv for how a failure shows).
 */
export function csvExportApi<Schema extends ListQuerySchema, Row extends Record<string, unknown>>(options: {
  path: `/api/admin/${string}.csv`;
  name: string;
  querySchema: Schema;
  columns: readonly (keyof Row & string)[];
  batches: (db: Database, query: z.output<Schema>) => AsyncIterable<Row[]>;
}): ApiRoute {
  return defineApi({
    method: "get",
    path: options.path,
    access: "admin",
    handler: (req, res) =>
      sendCsv(
        res,
        csvFilename(options.name),
        options.columns,
        options.batches(req.services.db, parseInput(options.querySchema, req.query)),
      ),
  });
}
