import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { defaultRolePolicy } from "#app/lib/permissions.ts";
import type { SessionUser } from "#server/http/access.ts";
import { leadList, type LeadListQuery } from "./lead-list.server.ts";

const admin: SessionUser = {
  id: "0b6e1c3a-5d2f-4e8a-9c1b-7a3d5e9f2c4b",
  username: "admin",
  email: "admin@example.com",
  firstName: "Ada",
  lastName: "Admin",
  userType: "admin",
  companyName: null,
  phone: null,
};
const leadWhere = (query: LeadListQuery, now: Date) => leadList.matching(defaultRolePolicy, admin, query, now);
const leadOrderBy = leadList.orderBy;
const afterCursor = leadList.afterCursor;

const dialect = new PgDialect({ casing: "snake_case" });
const query = (input: Record<string, string> = {}) => leadList.parseQuery(input);
const render = (input: Record<string, string>, now = new Date("2025-03-05T12:00:00-08:00")) => {
  const where = leadWhere(query(input), now);
  return where ? dialect.sqlToQuery(where) : null;
};

describe("leadWhere", () => {
  it("hides spam by default and nothing else", () => {
    expect(render({})).toMatchObject({ sql: '"leads"."is_spam" = $1', params: [false] });
    expect(render({ spam: "include" })).toBeNull();
    expect(render({ spam: "only" })?.params).toEqual([true]);
  });

  it("turns each filter into a bound parameter", () => {
    const { sql, params } = render({
      status: "won",
      propertyType: "Marina",
      serviceNeeded: "Solar Repair",
      source: "contact_form",
      spam: "include",
    })!;
    expect(sql).toBe(
      '("leads"."status" = $1 and "leads"."property_type" = $2 and "leads"."service_needed" = $3 and "leads"."source" = $4)',
    );
    expect(params).toEqual(["won", "Marina", "Solar Repair", "contact_form"]);
  });

  it("reads dates as whole days at the office, DST included", () => {
    const { sql, params } = render({ from: "2025-03-09", to: "2025-03-09", spam: "include" })!;
    expect(sql).toBe('("leads"."created_at" >= $1 and "leads"."created_at" < $2)');
    // 9 March 2025 in Redding began in PST and lasted 23 hours.
    expect(params).toEqual(["2025-03-09T08:00:00.000Z", "2025-03-10T07:00:00.000Z"]);
  });

  it("searches the stored search text with wildcards escaped, a phone number by its digits", () => {
    expect(render({ search: "50%_Off", spam: "include" })).toMatchObject({
      sql: '"leads"."search_text" like lower($1)',
      params: ["%50\\%\\_Off%"],
    });
    expect(render({ search: "(530) 555-01", spam: "include" })?.params).toEqual(["%53055501%"]);
    expect(render({ search: "SR-7K3Q", spam: "include" })?.params).toEqual(["%SR-7K3Q%"]);
  });

  it("finds overdue leads by their creation time, with the promise's boundary", () => {
    const { sql, params } = render({ sla: "overdue", spam: "include" })!;
    expect(sql).toBe(
      `("leads"."status" = 'new' and "leads"."first_contacted_at" is null and not "leads"."is_spam" and "leads"."created_at" < $1)`,
    );
    // At Wednesday noon, requests sent before Tuesday noon are past their 24 hours.
    expect(params).toEqual(["2025-03-04T20:00:00.000Z"]);
  });

  it("filters by assignee or the lack of one", () => {
    expect(render({ assignee: "none", spam: "include" })?.sql).toBe('"leads"."assignee_id" is null');
    const id = "6f1c2a9e-3b7d-4c1e-9a2b-0d4e5f6a7b8c";
    expect(render({ assignee: id, spam: "include" })).toMatchObject({
      sql: '"leads"."assignee_id" = $1',
      params: [id],
    });
  });
});

describe("leadOrderBy and afterCursor", () => {
  it("orders by the chosen key, then by id the same way", () => {
    const rendered = leadOrderBy(query({ sort: "customerName", dir: "asc" })).map(
      (part) => dialect.sqlToQuery(part).sql,
    );
    expect(rendered).toEqual(['lower("leads"."customer_name") asc', '"leads"."id" asc']);
  });

  it("orders pipeline stages in pipeline order", () => {
    const { sql, params } = dialect.sqlToQuery(leadOrderBy(query({ sort: "status" }))[0]!);
    expect(sql).toMatch(/^case "leads"."status" when \$1 then 0 when \$2 then 1 .* when \$6 then 5 end desc$/);
    expect(params).toEqual(["new", "contacted", "site_visit_scheduled", "proposal_sent", "won", "lost"]);
  });

  it("continues after a cursor in the same direction", () => {
    const { sql, params } = dialect.sqlToQuery(
      afterCursor(query({}), { key: "2025-03-04 10:00:00.123456+00", id: "x" }),
    );
    expect(sql).toBe('("leads"."created_at", "leads"."id") < (cast($1 as timestamptz), cast($2 as uuid))');
    expect(params).toEqual(["2025-03-04 10:00:00.123456+00", "x"]);
  });
});
