import { readdirSync } from "node:fs";
import { type AppLoadContext, type LoaderFunctionArgs, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ACCESS_DENIED_DATA } from "../../app/lib/access-denied.ts";
import { pageTable } from "../../app/route-table.ts";
import routes from "../../app/routes.ts";
import type { SessionUser } from "./access.ts";
import { withPageAccess } from "./page-access.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

function buildOf(modules: Record<string, RouteModule>): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(modules).map(([id, module]) => [id, { id, path: id, module, parentId: undefined }]),
  );
  return { routes } as unknown as ServerBuild;
}

const page = () => ({
  loader: vi.fn((_args: LoaderFunctionArgs) => "page data"),
  action: vi.fn((_args: LoaderFunctionArgs) => "action result"),
  default: () => null,
});

function user(userType: SessionUser["userType"]): SessionUser {
  return {
    id: `${userType}-id`,
    username: userType,
    firstName: "Test",
    lastName: "Person",
    email: `${userType}@example.com`,
    userType,
    companyName: null,
    phone: null,
  };
}

type DataFunction = NonNullable<RouteModule["loader"]>;

/** What the handler answers, or what it throws (React Router turns a thrown Response into the answer). */
async function call(handler: DataFunction, who: SessionUser | null, url: string, method = "GET") {
  const context = { user: who } as AppLoadContext;
  const request = new Request(url, { method });
  try {
    return await handler({ request, params: {}, context, url: new URL(url), pattern: "" });
  } catch (thrown) {
    return thrown;
  }
}

describe("withPageAccess", () => {
  it("sends the signed-out visitor of a staff page to the staff sign-in, with the way back", async () => {
    const guarded = withPageAccess(buildOf({ "admin-crm": page() })).routes["admin-crm"]!.module;
    const answer = (await call(guarded.loader!, null, "http://site.test/admin-crm?status=new")) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/crm-login?redirectTo=%2Fadmin-crm%3Fstatus%3Dnew");
  });

  it("answers a client on an admin page with the Access Denied 403, without running the page's loader", async () => {
    const module = page();
    const guarded = withPageAccess(buildOf({ admin: module })).routes["admin"]!.module;
    const answer = await call(guarded.loader!, user("client"), "http://site.test/admin");
    expect(answer).toMatchObject({ data: ACCESS_DENIED_DATA, init: { status: 403 } });
    expect(module.loader).not.toHaveBeenCalled();
  });

  it("runs an allowed page's loader and action with the checked user", async () => {
    const module = page();
    const guarded = withPageAccess(buildOf({ "admin-crm_leads__id": module })).routes["admin-crm_leads__id"]!.module;
    const admin = user("admin");
    const url = "http://site.test/admin-crm/leads/1";
    expect(await call(guarded.loader!, admin, url)).toBe("page data");
    expect(module.loader.mock.calls[0]![0].context.checkedUser).toBe(admin);
    expect(await call(guarded.action!, admin, url, "POST")).toBe("action result");
    expect(module.action.mock.calls[0]![0].context.checkedUser).toBe(admin);
    const refused = (await call(guarded.action!, null, url, "POST")) as Response;
    expect(refused.status).toBe(302);
    expect(module.action).toHaveBeenCalledTimes(1);
  });

  it("leaves public pages, the shell, the legacy redirects and the not-found page as they are", () => {
    const modules = { home: page(), root: page(), "redirect_residential-solar": page(), "not-found": page() };
    const guarded = withPageAccess(buildOf(modules));
    for (const [id, module] of Object.entries(modules)) expect(guarded.routes[id]!.module).toBe(module);
  });

  it("refuses a route nobody declared, and a guarded page without a loader", () => {
    expect(() => withPageAccess(buildOf({ "secret-page": page() }))).toThrow(/not a page of app\/route-table.ts/);
    expect(() => withPageAccess(buildOf({ platform_crm: { default: () => null } }))).toThrow(/needs a loader/);
  });
});

describe("the route table", () => {
  it("declares every route React Router serves", () => {
    const modules = Object.fromEntries(routes.map((route) => [route.id!, page()]));
    expect(() => withPageAccess(buildOf(modules))).not.toThrow();
  });

  it("lists every route module in app/routes/ (but the legacy redirect, not-found and staff layout routes)", () => {
    const files = readdirSync("app/routes")
      .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
      .map((name) => `routes/${name}`);
    const pageFiles = new Set(pageTable.map((entry) => entry.file));
    expect(files.filter((file) => !pageFiles.has(file)).sort()).toEqual([
      "routes/legacy-redirect.tsx",
      "routes/not-found.tsx",
      "routes/staff-layout.tsx",
    ]);
  });
});
