import { describe, expect, it } from "vitest";
import { apiRoutes } from "#server/composition/api-routes.ts";
import { everyWrite } from "#tests/support/every-write.ts";

const staffOnly = (access: string) => access !== "public" && access !== "signedIn";
const named = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe("every staff write is recorded in the audit trail (decision 0132)", () => {
  it("makes every API route that changes something and asks for a staff permission with writeApi, or records itself", () => {
    const unaudited = apiRoutes.filter(
      (route) => route.method !== "get" && staffOnly(route.access) && !route.audited && !route.recordsItself,
    );
    expect(unaudited.map(named)).toEqual([]);
  });

  it("lets only the streamed uploads the kit cannot declare (a ticket's photos too), and the library's writes beside them, record themselves", () => {
    expect(apiRoutes.filter((route) => route.recordsItself).map(named)).toEqual([
      "post /api/crm/import",
      "post /api/service/tickets/:id/photos",
      "post /api/service/systems/:id/production",
      "post /api/documents",
      "post /api/documents/:documentId/replace",
      "post /api/documents/:documentId/reindex",
      "delete /api/documents/:documentId",
    ]);
  });

  it("marks exactly the routes of the declared writes", () => {
    const audited = apiRoutes.filter((route) => route.audited).map(named);
    expect(audited.sort()).toEqual(everyWrite.map((write) => `${write.method ?? "post"} ${write.path}`).sort());
    expect(audited).toContain("post /api/admin/products");
  });
});
