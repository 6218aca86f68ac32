import { readdirSync } from "node:fs";
import { type AppLoadContext, type LoaderFunctionArgs, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ACCESS_DENIED_DATA } from "#app/lib/access-denied.ts";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { pageTable, STAFF_LAYOUT_ID } from "#app/route-table.ts";
import routes from "#app/routes.ts";
import { parseConfig } from "#server/config.ts";
import { settingsOfEnvironment } from "#server/settings.ts";
import { staffRoles, type StaffRole } from "#app/lib/permissions.ts";
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
async function call(
  handler: DataFunction,
  who: SessionUser | null,
  url: string,
  method = "GET",
  twoFactor: { STAFF_TWO_FACTOR: "required" | "optional"; enabled: boolean } = {
    STAFF_TWO_FACTOR: "optional",
    enabled: false,
  },
) {
  const config = parseConfig({ STAFF_TWO_FACTOR: twoFactor.STAFF_TWO_FACTOR });
  const context = {
    user: who,
    twoFactorEnabled: twoFactor.enabled,
    services: { config, readSettings: async () => settingsOfEnvironment(config) },
  } as unknown as AppLoadContext;
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

  it("sends a staff member without two-factor to its setup first when STAFF_TWO_FACTOR is required", async () => {
    const module = page();
    const guarded = withPageAccess(buildOf({ "admin-crm": module, dashboard: page() })).routes;
    const required = { STAFF_TWO_FACTOR: "required", enabled: false } as const;
    const answer = (await call(
      guarded["admin-crm"]!.module.loader!,
      user("admin"),
      "http://site.test/admin-crm?status=new",
      "GET",
      required,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/account/two-factor?redirectTo=%2Fadmin-crm%3Fstatus%3Dnew");
    const posted = (await call(
      guarded["admin-crm"]!.module.action!,
      user("admin"),
      "http://site.test/admin-crm",
      "POST",
      required,
    )) as Response;
    expect(posted.status).toBe(302);
    expect(module.loader).not.toHaveBeenCalled();
    expect(module.action).not.toHaveBeenCalled();
    // With it set up, or on a page any signed-in user may open, the staff member goes on.
    const url = "http://site.test/admin-crm";
    expect(
      await call(guarded["admin-crm"]!.module.loader!, user("admin"), url, "GET", { ...required, enabled: true }),
    ).toBe("page data");
    expect(
      await call(guarded["dashboard"]!.module.loader!, user("admin"), "http://site.test/dashboard", "GET", required),
    ).toBe("page data");
    // Optional, nobody is sent.
    expect(await call(guarded["admin-crm"]!.module.loader!, user("admin"), url)).toBe("page data");
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

/** The staff roles a back-office page lets in (docs/operators/roles.md), written out rather than derived. */
const ADMIN = ["admin"] as const;
const OFFICE = ["admin", "office"] as const;
const PROJECT_WORK = ["admin", "office", "technician"] as const;
/** The appointments page: a technician opens it for the visits assigned to them (others answer 404, not 403). */
const VISIT_WORK = ["admin", "office", "technician"] as const;
/** The leads pages: a sales rep opens them too, each lead within their scope (others answer 404, not 403). */
const LEAD_WORK = ["admin", "office", "sales"] as const;
/** The service tickets assigned to a technician, and every one for the office. */
const TICKET_WORK = ["admin", "office", "technician"] as const;
const ALL_STAFF = staffRoles;
type Access = "public" | "signedIn" | readonly StaffRole[];
const isStaffAccess = (access: Access): access is readonly StaffRole[] => typeof access !== "string";

/**
 * Who may open each path React Router serves, written out by hand: not read from app/route-table.ts, so a page
 * declared with the wrong access, or a route nobody added here, fails. The legacy redirects and the not-found page
 * answer everyone alike.
 */
const expectedAccess: Readonly<Record<string, Access>> = {
  "/": "public",
  "/about": "public",
  "/team": "public",
  "/contact": "public",
  "/portfolio": "public",
  "/portfolio/:slug": "public",
  "/request-service": "public",
  "/newsletter/unsubscribe": "public",
  "/services/residential-solar": "public",
  "/services/commercial-solar": "public",
  "/services/hybrid-solar": "public",
  "/services/battery-storage": "public",
  "/services/maintenance": "public",
  "/services/repairs": "public",
  "/services/energy-conservation": "public",
  "/services/lithium-battery": "public",
  "/shop/products": "public",
  "/shop/products/:productSlug": "public",
  "/shop/cart": "public",
  "/shop/checkout": "public",
  "/shop/order/confirmation/:orderNumber": "public",
  "/comparison": "public",
  "/resources/technology": "public",
  "/resources/technical-data": "public",
  "/resources/roi-calculator": "public",
  "/resources/savings-calculator": "public",
  "/resources/book-appointment": "public",
  "/resources/book-appointment/manage/:token": "public",
  "/plan-visit/:token": "public",
  "/auth": "public",
  "/crm-login": "public",
  "/forgot-password": "public",
  "/reset-password": "public",
  "/verify-email": "public",
  "/staff-invitation/:token": "public",
  "/commerce": "public",
  "/chat": "public",
  "/document-chat": "public",
  "/privacy": "public",
  "/terms": "public",
  "/accessibility": "public",
  "/sitemap.xml": "public",
  "/robots.txt": "public",
  "/dashboard": "signedIn",
  "/client-dashboard": "signedIn",
  "/dashboard/projects/:projectId": "signedIn",
  "/dashboard/service/new": "signedIn",
  "/dashboard/service/:ticketId": "signedIn",
  "/account/two-factor": "signedIn",
  "/platform/crm": LEAD_WORK,
  "/platform/crm/customers": LEAD_WORK,
  "/platform/crm/customers/duplicates": LEAD_WORK,
  "/platform/crm/customers/:id": LEAD_WORK,
  "/platform/crm/import": OFFICE,
  "/platform/crm/tasks": LEAD_WORK,
  "/platform/crm/referrals": LEAD_WORK,
  "/platform/analytics": OFFICE,
  "/platform/inventory": OFFICE,
  "/platform/inventory/orders": OFFICE,
  "/platform/inventory/adjustments": OFFICE,
  "/platform/inventory/products/new": OFFICE,
  "/platform/inventory/products/:productId": OFFICE,
  "/admin": ALL_STAFF,
  "/admin/users": ADMIN,
  "/admin/staff": ADMIN,
  "/admin/settings": ADMIN,
  "/admin/errors": ADMIN,
  "/admin/vitals": ADMIN,
  "/admin/profile": ALL_STAFF,
  "/admin-dashboard": ALL_STAFF,
  "/enterprise-carm": OFFICE,
  "/enterprise-carm/warranties": OFFICE,
  "/enterprise-carm/equipment": OFFICE,
  "/enterprise-carm/my-day": VISIT_WORK,
  "/enterprise-carm/claims": OFFICE,
  "/enterprise-carm/plans/due": OFFICE,
  "/enterprise-carm/shutoff-days": OFFICE,
  "/enterprise-carm/sites/:id": ALL_STAFF,
  "/enterprise-carm/systems/:id": ALL_STAFF,
  "/enterprise-carm/tickets": TICKET_WORK,
  "/enterprise-carm/tickets/:ticketId": TICKET_WORK,
  "/enterprise-carm/tickets/new": OFFICE,
  "/rag-documents": ALL_STAFF,
  "/admin-crm": LEAD_WORK,
  "/admin-crm/leads/:id": LEAD_WORK,
  "/admin-crm/appointments": VISIT_WORK,
  "/admin-crm/subscribers": OFFICE,
  "/admin-crm/outbox": OFFICE,
  "/admin-crm/outbox/:mailId": OFFICE,
  "/admin-crm/audit": ADMIN,
  "/admin-crm/projects": PROJECT_WORK,
  "/admin-crm/projects/:id": PROJECT_WORK,
  "/residential-solar": "public",
  "/commercial-solar": "public",
  "/hybrid-solar": "public",
  "/battery-storage": "public",
  "/maintenance": "public",
  "/repairs": "public",
  "/energy-conservation": "public",
  "/lithium-battery": "public",
  "/products": "public",
  "/cart": "public",
  "/checkout": "public",
  "/product-comparison": "public",
  "/technology": "public",
  "/technical-data": "public",
  "/roi-calculator": "public",
  "/book-appointment": "public",
  "/crm": "public",
  "/analytics": "public",
  "/inventory": "public",
  "*": "public",
};

type ServedRoute = { id: string; path: string; parentId: string | undefined };

/** Every route React Router serves, nested ones (the staff pages under the staff layout) included, with its full path. */
function servedRoutes(config: RouteConfigEntry[], parent?: { id: string; path: string }): ServedRoute[] {
  return config.flatMap((entry) => {
    const path = entry.path === undefined ? (parent?.path ?? "") : joinPaths(parent?.path ?? "", entry.path);
    const own = entry.path === undefined ? [] : [{ id: entry.id!, path, parentId: parent?.id }];
    return [...own, ...servedRoutes(entry.children ?? [], { id: entry.id!, path })];
  });
}

const joinPaths = (parent: string, child: string) => (child.startsWith("/") || !parent ? child : `${parent}/${child}`);

describe("the route table", () => {
  const served = servedRoutes(routes);

  it("serves the staff pages inside the staff layout, so the walk below sees nested routes", () => {
    const nested = served.filter((route) => route.parentId === STAFF_LAYOUT_ID);
    expect(nested.map((route) => route.path).sort()).toEqual(
      Object.entries(expectedAccess)
        .filter(([, access]) => isStaffAccess(access))
        .map(([path]) => path)
        .sort(),
    );
    expect(nested).toHaveLength(43);
  });

  it("serves exactly the paths of the hand-written list, once each", () => {
    const paths = served.map((route) => route.path);
    expect(new Set(paths).size, "a path served twice").toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(expectedAccess).sort());
  });

  it("lets each served page's loader and action run for exactly the visitors its expected access admits", async () => {
    const modules = Object.fromEntries(served.map((route) => [route.id, page()]));
    const build = {
      routes: Object.fromEntries(served.map((route) => [route.id, { ...route, module: modules[route.id] }])),
    };
    const guarded = withPageAccess(build as unknown as ServerBuild);
    for (const route of served) {
      const access = expectedAccess[route.path]!;
      const { loader, action } = guarded.routes[route.id]!.module;
      const url = `http://site.test${route.path.replace(/:\w+/g, "x").replace("*", "missing")}`;
      const visitors = ["anonymous", "client", ...staffRoles] as const;
      const runs = (who: (typeof visitors)[number]) =>
        access === "public" ||
        (who !== "anonymous" && (access === "signedIn" || (who !== "client" && access.includes(who))));
      for (const who of visitors) {
        const answer = await call(loader!, who === "anonymous" ? null : user(who), url);
        if (runs(who)) expect(answer, `${route.path} as ${who}`).toBe("page data");
        else if (who === "anonymous") expect((answer as Response).status, route.path).toBe(302);
        else expect(answer, `${route.path} as ${who}`).toMatchObject({ init: { status: 403 } });
      }
      const clientPost = await call(action!, user("client"), url, "POST");
      expect(clientPost === "action result", `${route.path} posted by a client`).toBe(runs("client"));
    }
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
