import { and, asc, count, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { permissionsOfUser, type SessionUser } from "#server/http/access.ts";
import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { clientAddressOf } from "#server/http/rate-limit-key.ts";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import type { AppServices } from "#server/services.ts";
import { rolePolicy } from "#server/settings.ts";
import { csvFilename, sendCsv } from "./csv-response.server.ts";
import type { CsvValue } from "./csv.ts";
import { EXPORT_BATCH_SIZE, keysetBatches, type ExportCursor } from "./keyset-batches.server.ts";
import { paginationParams, readSearchParams, sortParams } from "./list-query.server.ts";
import type { SortDirection } from "./list-url.ts";
import { signedInUser } from "./page-access.server.ts";
import { can, withAction, type Permission, type RolePolicy } from "./permissions.ts";

/**
 * One filter of a list: its query parameter and the condition a value given to it adds. A filter without `where`
 * only shapes a condition the list's own `where` reads from several parameters (a period from a view and a date).
 */
export interface ListFilter<Param extends z.ZodType = z.ZodType> {
  param: Param;
  where?: (value: NonNullable<z.output<Param>>, now: Date) => SQL | undefined;
}

export const filter = <Param extends z.ZodType>(
  param: Param,
  where?: (value: NonNullable<z.output<Param>>, now: Date) => SQL | undefined,
): ListFilter<Param> => ({ param, where });

/** An order a list can be read in: its expression and the SQL type its text casts back to in an export's cursor. */
export interface SortKey {
  expression: SQL | AnyColumn;
  type: "timestamptz" | "text" | "integer";
}

export const sortKey = (expression: SQL | AnyColumn, type: SortKey["type"]): SortKey => ({ expression, type });

/**
 * The scope of a list whose `access` is at `any` reach: whoever may open it sees every row. A list a role opens at
 * `own` or `assigned` reach takes a scope from the user and the role policy instead (a sales rep's leads).
 */
export const everyRowAtAnyReach = (_user: SessionUser): SQL | undefined => undefined;

/** What a list reads with: the database, and the settings (the role policy) a scope may depend on. */
export type ListServices = Pick<AppServices, "db" | "readSettings">;

type Filters = Record<string, ListFilter>;
type Sorts = Record<string, SortKey>;
type FilterValues<F extends Filters> = { [K in keyof F]: z.output<F[K]["param"]> };

/** What a list's URL and API query hold once read: its filters, its order and its page. */
export type ListQueryOf<F extends Filters, S extends Sorts> = FilterValues<F> & {
  sort: keyof S & string;
  dir: SortDirection;
  page: number;
  pageSize: number;
};

export interface StaffListDeclaration<
  F extends Filters,
  S extends Sorts,
  Selection extends SelectedFields,
  Item,
  Extras extends object,
  ExportSelection extends SelectedFields,
> {
  /** `GET path` answers a page as JSON; with `csv`, `GET path.csv` downloads every row the filters match. */
  path: `/api/${string}`;
  /** Who may read it (its CSV: the same permission's `export`), as docs/operators/roles.md grants it. */
  access: Permission;
  /** The row's fields; a function when one is read against the clock (an overdue count). */
  select: Selection | ((now: Date) => Selection);
  /** `db.select(selection).from(table)` with its joins, `.$dynamic()`: the same rows for the page, count and CSV. */
  from: (db: Database, selection: SelectedFields) => PgSelect;
  filters: F;
  /** A condition read from several filters at once, or from a filter and the reader (my tasks: mine unless asked). */
  where?: (query: FilterValues<F>, now: Date, user: SessionUser) => SQL | undefined;
  /**
   * The orders it can be read in, the first by default, each then by `id`; with more than one, `?sort=&dir=` choose.
   */
  sorts: S;
  dir: SortDirection;
  id: { column: AnyColumn; type: "uuid" | "integer" };
  /**
   * The rows the checked user may see under the role policy (undefined: all). Required, so that no list forgets who
   * reads it.
   */
  scope: (user: SessionUser, policy: RolePolicy) => SQL | undefined;
  /** A row as the list gives it, when it is more than its selected fields. */
  item?: (row: SelectResultFields<Selection>, now: Date) => Item;
  /** Figures shown beside the page (counts by status), read alongside it. */
  extras?: (db: Database, context: ListContext<ListQueryOf<F, S>>) => Promise<Extras> | Extras;
  /** The CSV download: its columns, read from `select` (the list's fields by default). */
  csv?: {
    /** Its path, when not the list's own with `.csv` (the audit trail's export is `GET /api/admin/audit`). */
    path?: `/api/${string}`;
    select?: ExportSelection;
    columns: readonly (keyof SelectResultFields<ExportSelection> & string)[];
    /** The columns that are amounts: neither read nor written for a role without `read:money:any`. */
    amounts?: readonly (keyof SelectResultFields<ExportSelection> & string)[];
  };
}

export interface ListContext<Query> {
  query: Query;
  now: Date;
  /** The scope's condition for the checked user, for extras that count the same rows. */
  scope: SQL | undefined;
  /** Every condition of the page's rows (scope and filters), for extras that total the whole filter, not a page. */
  where: SQL | undefined;
  /** Whether the reader may read amounts (`read:money:any`): extras that total money leave it out when not. */
  readsAmounts: boolean;
}

export interface ListPage<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A staff list, declared once: its rows, filters, orders, scope and CSV columns. From the declaration come the URL
 * query schema, the page a loader shows (`pageData`), the JSON and CSV routes (`api`), and `page`/`exportBatches` for
 * a caller that has already read the query. The page is read with limit and offset; the CSV in keyset batches in the
 * list's order, so memory stays flat however long the list is.
 */
export function defineStaffList<
  F extends Filters,
  S extends Sorts,
  Selection extends SelectedFields,
  Extras extends object = object,
  Item = SelectResultFields<Selection>,
  ExportSelection extends SelectedFields = Selection,
>(declaration: StaffListDeclaration<F, S, Selection, Item, Extras, ExportSelection>) {
  type Query = ListQueryOf<F, S>;
  const sortNames = Object.keys(declaration.sorts) as [keyof S & string, ...(keyof S & string)[]];
  const filterShape = Object.fromEntries(Object.entries(declaration.filters).map(([name, f]) => [name, f.param])) as {
    [K in keyof F]: F[K]["param"];
  };
  const sortable = sortNames.length > 1;
  const querySchema = z.object({
    ...filterShape,
    ...(sortable ? sortParams(sortNames, declaration.dir) : {}),
    ...paginationParams,
  });
  /** A list with one order has no sort parameters; its query still names the order. */
  const withOrder = (parsed: z.output<typeof querySchema>): Query =>
    ({ sort: sortNames[0], dir: declaration.dir, ...parsed }) as unknown as Query;

  const selection = (now: Date) =>
    typeof declaration.select === "function" ? declaration.select(now) : declaration.select;

  function conditions(policy: RolePolicy, user: SessionUser, query: Query, now: Date) {
    const scope = declaration.scope(user, policy);
    const byFilter = Object.entries(declaration.filters).map(([name, { where }]) => {
      const value = (query as Record<string, unknown>)[name];
      return where && value !== undefined && value !== null ? where(value as never, now) : undefined;
    });
    return { scope, where: and(scope, declaration.where?.(query, now, user), ...byFilter) };
  }

  function orderBy(query: Query): SQL[] {
    const direction = query.dir === "asc" ? asc : desc;
    return [direction(declaration.sorts[query.sort]!.expression), direction(declaration.id.column)];
  }

  function afterCursor(query: Query, cursor: ExportCursor): SQL {
    const { expression, type } = declaration.sorts[query.sort]!;
    const comparison = query.dir === "asc" ? sql`>` : sql`<`;
    return sql`(${expression}, ${declaration.id.column}) ${comparison} (cast(${cursor.key} as ${sql.raw(type)}), cast(${cursor.id} as ${sql.raw(declaration.id.type)}))`;
  }

  /**
   * One page and the total. A page that is not full already tells the total, so the count (a second pass over the
   * matches) runs only when more pages may follow.
   */
  async function page(services: ListServices, user: SessionUser, query: Query, now = new Date()) {
    const { db } = services;
    const policy = await rolePolicy(services);
    const { scope, where } = conditions(policy, user, query, now);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, extras] = await Promise.all([
      declaration
        .from(db, withoutHiddenAmounts(selection(now), policy, user))
        .where(where)
        .orderBy(...orderBy(query))
        .limit(query.pageSize)
        .offset(offset) as unknown as Promise<SelectResultFields<Selection>[]>,
      declaration.extras
        ? declaration.extras(db, { query, now, scope, where, readsAmounts: readsAmounts(policy, user) })
        : ({} as Extras),
    ]);
    const pageTellsTotal = rows.length > 0 ? rows.length < query.pageSize : query.page === 1;
    const total = pageTellsTotal
      ? offset + rows.length
      : (((await declaration.from(db, { total: count() }).where(where)) as unknown as { total: number }[])[0]?.total ??
        0);
    const items = declaration.item ? rows.map((row) => declaration.item!(row, now)) : (rows as Item[]);
    return { items, page: query.page, pageSize: query.pageSize, total, ...extras };
  }

  /**
   * How many rows the list shows the user for a query, counted in SQL over the same joins, scope and filters as its
   * page's total (the staff home's cards, decision 0204).
   */
  async function countMatching(services: ListServices, user: SessionUser, query: Query, now = new Date()) {
    const policy = await rolePolicy(services);
    const { where } = conditions(policy, user, query, now);
    const rows = (await declaration.from(services.db, { total: count() }).where(where)) as unknown as {
      total: number;
    }[];
    return rows[0]?.total ?? 0;
  }

  const readsAmounts = (policy: RolePolicy, user: SessionUser) =>
    can(permissionsOfUser(user, policy), "read:money:any");

  /** The CSV columns the user may read: the amounts left out for a role that may not see them. */
  function csvColumns(policy: RolePolicy, user: SessionUser): readonly string[] {
    const { columns = [], amounts = [] } = declaration.csv ?? {};
    if (readsAmounts(policy, user)) return columns;
    return columns.filter((column) => !amounts.includes(column));
  }

  /**
   * The fields without the amounts a role without `read:money:any` may not read (`csv.amounts`): the page leaves them
   * out as the CSV does (decision 0133).
   */
  function withoutHiddenAmounts(fields: SelectedFields, policy: RolePolicy, user: SessionUser): SelectedFields {
    const hidden = new Set<string>(declaration.csv?.amounts ?? []);
    for (const column of csvColumns(policy, user)) hidden.delete(column);
    return Object.fromEntries(Object.entries(fields).filter(([name]) => !hidden.has(name))) as SelectedFields;
  }

  /** Every row the filters match, in the list's order, EXPORT_BATCH_SIZE at a time, without the columns it hides. */
  function exportBatches(
    services: Pick<ListServices, "db">,
    policy: RolePolicy,
    user: SessionUser,
    query: Query,
    now = new Date(),
  ) {
    const { where } = conditions(policy, user, query, now);
    const fields = withoutHiddenAmounts(declaration.csv?.select ?? selection(now), policy, user);
    const cursorKey = sql<string>`(${declaration.sorts[query.sort]!.expression})::text`;
    type Row = SelectResultFields<ExportSelection> & { id: string; cursorKey: string };
    return keysetBatches<SelectResultFields<ExportSelection> & { id: string }>(
      (cursor) =>
        declaration
          .from(services.db, { ...fields, cursorKey, id: sql<string>`${declaration.id.column}::text` })
          .where(cursor ? and(where, afterCursor(query, cursor)) : where)
          .orderBy(...orderBy(query))
          .limit(EXPORT_BATCH_SIZE) as unknown as Promise<Row[]>,
    );
  }

  const readQuery = (params: URLSearchParams): Query => withOrder(readSearchParams(querySchema, params));
  const parseQuery = (input: unknown): Query => withOrder(parseInput(querySchema, input));

  /**
   * The routes: the JSON page and, with `csv`, the `.csv` download named `<last path part>-<office date>.csv`. Every
   * download is recorded in the audit trail (`export.<name>`, with its filters) before its first row is sent.
   */
  function api(): ApiRoute[] {
    const json = defineApi("get", declaration.path, declaration.access, (req) =>
      page(req.services, req.user!, parseQuery(req.query)),
    );
    const csv = declaration.csv;
    if (!csv) return [json];
    const csvPath = csv.path ?? `${declaration.path}.csv`;
    const name = csvPath.slice(csvPath.lastIndexOf("/") + 1).replace(/\.csv$/, "");
    const exportAccess = withAction(declaration.access, "export");
    const download = defineApi("get", csvPath, exportAccess, async (req, res) => {
      const query = parseQuery(req.query);
      const policy = await rolePolicy(req.services);
      await recordAuditEvent(req.services.db, {
        actor: req.user!,
        action: `export.${name}`,
        entity: exportAccess.split(":")[1],
        after: filtersOf(query),
        clientAddress: clientAddressOf(req),
      });
      await sendCsv(
        res,
        csvFilename(name),
        csvColumns(policy, req.user!),
        exportBatches(req.services, policy, req.user!, query) as AsyncIterable<Record<string, CsvValue>[]>,
      );
    });
    return [json, { ...download, csv: { list: declaration.path } }];
  }

  /** The filters an export was asked for, those given (its order and page say nothing of which rows). */
  const filtersOf = (query: Query) =>
    Object.fromEntries(
      Object.keys(declaration.filters)
        .map((name) => [name, (query as Record<string, unknown>)[name]] as const)
        .filter(([, value]) => value !== undefined && value !== null && value !== ""),
    );

  /** A loader's data: the page, and the query it was read with (the filters' values for the FilterForm). */
  async function pageData(context: AppLoadContext, request: Request) {
    const query = readQuery(new URL(request.url).searchParams);
    return { page: await page(context.services, signedInUser(context), query), query };
  }

  /** The condition of the rows the list shows the user under a role policy, for another view of them (a calendar). */
  const matching = (policy: RolePolicy, user: SessionUser, query: Query, now = new Date()) =>
    conditions(policy, user, query, now).where;

  return {
    path: declaration.path,
    querySchema,
    readQuery,
    parseQuery,
    page,
    countMatching,
    exportBatches,
    matching,
    orderBy,
    afterCursor,
    api,
    pageData,
  };
}

/** The page a list gives, for the part that shows it. */
export type StaffListPage<List extends { page: (...args: never[]) => Promise<unknown> }> = Awaited<
  ReturnType<List["page"]>
>;
/** The query a list reads: its filters' values, its order and its page. */
export type StaffListQuery<List extends { readQuery: (params: URLSearchParams) => unknown }> = ReturnType<
  List["readQuery"]
>;
