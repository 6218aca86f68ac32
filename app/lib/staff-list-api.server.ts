import type { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { csvFilename, sendCsv } from "./csv-response.server.ts";
import { withAction, type Permission } from "./permissions.ts";
import type { CsvValue } from "./csv.ts";

type ListQuerySchema = z.ZodObject;

/**
 * A staff list's API, for those holding `permission` (its export for the CSV), with the same query schema and function
 * as its page's loader: `GET path` answers the page as JSON; with `csv`, `GET path.csv` downloads `<name>-<office date>.csv` (the path's last part) holding
 * every row the filters match, in the list's order, read in batches (see sendCsv for how a failure shows).
 */
export function listApis<Schema extends ListQuerySchema, Row extends Record<string, CsvValue>>(
  path: `/api/admin/${string}`,
  permission: Permission,
  querySchema: Schema,
  list: (db: Database, query: z.output<Schema>) => Promise<unknown>,
  csv?: {
    columns: readonly (keyof Row & string)[];
    batches: (db: Database, query: z.output<Schema>) => AsyncIterable<Row[]>;
  },
): ApiRoute[] {
  const json = defineApi("get", path, permission, (req) => list(req.services.db, parseInput(querySchema, req.query)));
  if (!csv) return [json];
  const name = path.slice(path.lastIndexOf("/") + 1);
  const download = defineApi("get", `${path}.csv`, withAction(permission, "export"), (req, res) =>
    sendCsv(res, csvFilename(name), csv.columns, csv.batches(req.services.db, parseInput(querySchema, req.query))),
  );
  return [json, download];
}
