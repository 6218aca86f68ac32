import { describe, expect, it } from "vitest";
import { leadList } from "#app/areas/sales/leads-pipeline/lead-list.server.ts";

const leadListQuerySchema = leadList.querySchema;
import { readSearchParams } from "./list-query.server.ts";

describe("readSearchParams", () => {
  it("keeps what parses and ignores an edited parameter", () => {
    const query = readSearchParams(
      leadListQuerySchema,
      new URLSearchParams("status=won&sort=bogus&page=3&pageSize=500&search=%20chen%20"),
    );
    expect(query).toMatchObject({
      status: "won",
      sort: "createdAt",
      page: 3,
      pageSize: 25,
      search: "chen",
      spam: "exclude",
    });
  });

  it("ignores a parameter with a NUL character or a date outside 2000 to 2099", () => {
    const query = readSearchParams(leadListQuerySchema, new URLSearchParams("search=%00&status=won&to=9999-12-31"));
    expect(query).toMatchObject({ status: "won" });
    expect(query.search).toBeUndefined();
    expect(query.to).toBeUndefined();
  });

  it("treats blank filters, as a GET form sends them, as absent", () => {
    const query = readSearchParams(leadListQuerySchema, new URLSearchParams("status=&propertyType=&from=&search="));
    expect(query).toMatchObject({ status: undefined, propertyType: undefined, from: undefined, search: undefined });
  });
});
