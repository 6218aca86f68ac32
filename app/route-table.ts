import type { Permission } from "#app/lib/permissions.ts";

/** Where a visitor a page turns away signs in: the staff back office has a sign-in of its own (SPEC §2). */
export type SignInPath = "/auth" | "/crm-login";

/**
 * Who may open a page. Enforced once, on the server, before the page's loader or action runs
 * (server/http/page-access.ts); the page-access test holds it to a reviewed list.
 */
export type PageAccess =
  | { access: "public"; personal?: true }
  | { access: "signedIn"; signInPath: SignInPath }
  | { access: "staff" | Permission; signInPath: SignInPath };

export type PageEntry = { path: string; file: string } & PageAccess;

export const serviceSlugs = [
  "residential-solar",
  "commercial-solar",
  "hybrid-solar",
  "battery-storage",
  "maintenance",
  "repairs",
  "energy-conservation",
  "lithium-battery",
] as const;

const publicPage = (path: string, file: string): PageEntry => ({ path, file, access: "public" });
/**
 * A page anyone may open whose answer is one visitor's all the same, by a secret in its URL or the browser's order
 * cookie (a manage link, an order, an unsubscribe or reset link): no cache may keep it.
 */
const personalPage = (path: string, file: string): PageEntry => ({ path, file, access: "public", personal: true });
const clientPage = (path: string, file: string): PageEntry => ({ path, file, access: "signedIn", signInPath: "/auth" });
/**
 * A back-office page, opened by those whose role holds `permission` (app/lib/permissions.ts), or by all staff
 * (`staff`) when roles reach its records at reaches no one permission covers (a site: a technician's assigned, a
 * sales rep's own) and its query's scope decides.
 */
const staffPage = (
  path: string,
  file: string,
  signInPath: SignInPath,
  permission: "staff" | Permission,
): PageEntry => ({
  path,
  file,
  access: permission,
  signInPath,
});

/** A back-office page every staff member opens (their own profile). */
const staffProfilePage = (path: string, file: string): PageEntry => ({
  path,
  file,
  access: "staff",
  signInPath: "/auth",
});

/** Whether a page is a back-office page (it needs a permission, and wears the staff shell). */
export const isStaffPage = (page: PageAccess): page is { access: "staff" | Permission; signInPath: SignInPath } =>
  page.access !== "public" && page.access !== "signedIn";

/** Where a signed-in user sets up (or turns off) two-factor sign-in; staff are sent here when it is required. */
export const TWO_FACTOR_SETUP_PATH = "/account/two-factor";

/** Every page of SPEC §2 plus the legal and lead pages; redirects are listed apart. */
export const pageTable: readonly PageEntry[] = [
  publicPage("/", "routes/home.tsx"),
  publicPage("/about", "routes/about.tsx"),
  publicPage("/team", "routes/team.tsx"),
  publicPage("/contact", "routes/contact.tsx"),
  publicPage("/portfolio", "routes/portfolio.tsx"),
  publicPage("/portfolio/:slug", "routes/portfolio-project.tsx"),
  publicPage("/request-service", "routes/request-service.tsx"),
  personalPage("/newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  ...serviceSlugs.map((slug) => publicPage(`/services/${slug}`, "routes/service.tsx")),
  publicPage("/shop/products", "routes/shop-products.tsx"),
  publicPage("/shop/products/:productSlug", "routes/shop-product.tsx"),
  publicPage("/shop/cart", "routes/shop-cart.tsx"),
  publicPage("/shop/checkout", "routes/shop-checkout.tsx"),
  personalPage("/shop/order/confirmation/:orderNumber", "routes/shop-order-confirmation.tsx"),
  publicPage("/comparison", "routes/comparison.tsx"),
  publicPage("/resources/technology", "routes/technology.tsx"),
  publicPage("/resources/technical-data", "routes/technical-data.tsx"),
  publicPage("/resources/roi-calculator", "routes/roi-calculator.tsx"),
  publicPage("/resources/savings-calculator", "routes/savings-calculator.tsx"),
  publicPage("/resources/book-appointment", "routes/book-appointment.tsx"),
  personalPage("/resources/book-appointment/manage/:token", "routes/book-appointment-manage.tsx"),
  personalPage("/plan-visit/:token", "routes/plan-visit.tsx"),
  publicPage("/auth", "routes/auth.tsx"),
  publicPage("/crm-login", "routes/crm-login.tsx"),
  publicPage("/forgot-password", "routes/forgot-password.tsx"),
  personalPage("/reset-password", "routes/reset-password.tsx"),
  personalPage("/verify-email", "routes/verify-email.tsx"),
  personalPage("/staff-invitation/:token", "routes/staff-invitation.tsx"),
  publicPage("/commerce", "routes/commerce.tsx"),
  publicPage("/chat", "routes/chat.tsx"),
  publicPage("/document-chat", "routes/document-chat.tsx"),
  publicPage("/privacy", "routes/legal.tsx"),
  publicPage("/terms", "routes/legal.tsx"),
  publicPage("/accessibility", "routes/legal.tsx"),
  publicPage("/sitemap.xml", "routes/sitemap.ts"),
  publicPage("/robots.txt", "routes/robots.ts"),
  clientPage("/dashboard", "routes/account-dashboard.tsx"),
  clientPage("/client-dashboard", "routes/account-dashboard.tsx"),
  clientPage("/dashboard/projects/:projectId", "routes/client-project.tsx"),
  clientPage("/dashboard/service/new", "routes/client-request-service.tsx"),
  clientPage("/dashboard/service/:ticketId", "routes/client-ticket.tsx"),
  clientPage(TWO_FACTOR_SETUP_PATH, "routes/account-two-factor.tsx"),
  staffPage("/platform/crm", "routes/platform-crm.tsx", "/auth", "read:lead:own"),
  staffPage("/platform/crm/customers", "routes/platform-crm-customers.tsx", "/auth", "read:customer:own"),
  staffPage(
    "/platform/crm/customers/duplicates",
    "routes/platform-crm-customers-duplicates.tsx",
    "/auth",
    "read:customer:own",
  ),
  staffPage("/platform/crm/customers/:id", "routes/platform-crm-customer.tsx", "/auth", "read:customer:own"),
  staffPage("/platform/crm/import", "routes/platform-crm-import.tsx", "/auth", "write:customer:any"),
  staffPage("/platform/crm/tasks", "routes/platform-crm-tasks.tsx", "/auth", "read:lead:own"),
  staffPage("/platform/crm/referrals", "routes/platform-crm-referrals.tsx", "/auth", "read:customer:own"),
  staffPage("/platform/analytics", "routes/platform-analytics.tsx", "/auth", "read:lead:any"),
  staffPage("/platform/inventory", "routes/platform-inventory.tsx", "/auth", "read:inventory:any"),
  staffPage("/platform/inventory/orders", "routes/platform-inventory-orders.tsx", "/auth", "read:order:any"),
  staffPage(
    "/platform/inventory/adjustments",
    "routes/platform-inventory-adjustments.tsx",
    "/auth",
    "write:inventory:any",
  ),
  staffPage(
    "/platform/inventory/products/new",
    "routes/platform-inventory-product-new.tsx",
    "/auth",
    "write:inventory:any",
  ),
  staffPage(
    "/platform/inventory/products/:productId",
    "routes/platform-inventory-product.tsx",
    "/auth",
    "read:inventory:any",
  ),
  // The staff home: every staff member's, its cards those their role may open (decision 0204).
  staffPage("/admin", "routes/admin-dashboard.tsx", "/auth", "staff"),
  staffPage("/admin/users", "routes/admin-users.tsx", "/auth", "read:staff:any"),
  staffPage("/admin/staff", "routes/admin-staff.tsx", "/auth", "read:staff:any"),
  staffPage("/admin/settings", "routes/admin-settings.tsx", "/auth", "read:settings:any"),
  staffPage("/admin/errors", "routes/admin-errors.tsx", "/auth", "read:telemetry:any"),
  staffPage("/admin/vitals", "routes/admin-vitals.tsx", "/auth", "read:telemetry:any"),
  staffProfilePage("/admin/profile", "routes/admin-profile.tsx"),
  staffPage("/admin-dashboard", "routes/admin-dashboard.tsx", "/auth", "staff"),
  staffPage("/enterprise-carm", "routes/enterprise-carm.tsx", "/auth", "read:site:any"),
  staffPage("/enterprise-carm/warranties", "routes/enterprise-carm-warranties.tsx", "/auth", "read:site:any"),
  staffPage("/enterprise-carm/equipment", "routes/enterprise-carm-equipment.tsx", "/auth", "read:site:any"),
  staffPage("/enterprise-carm/my-day", "routes/enterprise-carm-my-day.tsx", "/auth", "read:ticket:assigned"),
  staffPage("/enterprise-carm/claims", "routes/enterprise-carm-claims.tsx", "/auth", "read:ticket:any"),
  staffPage("/enterprise-carm/plans/due", "routes/enterprise-carm-plans-due.tsx", "/auth", "read:site:any"),
  staffPage("/enterprise-carm/shutoff-days", "routes/enterprise-carm-shutoff-days.tsx", "/auth", "read:site:any"),
  staffPage("/enterprise-carm/sites/:id", "routes/enterprise-carm-site.tsx", "/auth", "staff"),
  staffPage("/enterprise-carm/systems/:id", "routes/enterprise-carm-system.tsx", "/auth", "staff"),
  staffPage("/enterprise-carm/tickets", "routes/enterprise-carm-tickets.tsx", "/auth", "read:ticket:assigned"),
  staffPage("/enterprise-carm/tickets/:ticketId", "routes/enterprise-carm-ticket.tsx", "/auth", "read:ticket:assigned"),
  staffPage("/enterprise-carm/tickets/new", "routes/enterprise-carm-open-ticket.tsx", "/auth", "write:ticket:any"),
  staffPage("/rag-documents", "routes/rag-documents.tsx", "/auth", "read:document:any"),
  staffPage("/admin-crm", "routes/admin-crm.tsx", "/crm-login", "read:lead:own"),
  staffPage("/admin-crm/leads/:id", "routes/admin-crm-lead.tsx", "/crm-login", "read:lead:own"),
  staffPage("/admin-crm/appointments", "routes/admin-crm-appointments.tsx", "/crm-login", "read:appointment:assigned"),
  staffPage("/admin-crm/subscribers", "routes/admin-crm-subscribers.tsx", "/crm-login", "read:subscriber:any"),
  staffPage("/admin-crm/audit", "routes/admin-crm-audit.tsx", "/crm-login", "read:audit:any"),
  staffPage("/admin-crm/outbox", "routes/admin-crm-outbox.tsx", "/crm-login", "read:mail:any"),
  staffPage("/admin-crm/outbox/:mailId", "routes/admin-crm-outbox-mail.tsx", "/crm-login", "read:mail:any"),
  staffPage("/admin-crm/projects", "routes/admin-crm-projects.tsx", "/crm-login", "read:project:assigned"),
  staffPage("/admin-crm/projects/:id", "routes/admin-crm-project.tsx", "/crm-login", "read:project:assigned"),
];

/** A path's route id: one file may serve several paths (the service and legal pages). */
export function pageRouteId(path: string): string {
  return path === "/" ? "home" : path.slice(1).replace(/[/:]/g, "_");
}

/** The routes besides the table's pages: each answers everyone alike and reads nothing of anyone's. */
export const legacyRedirectRouteId = (from: string) => `redirect${from.replace(/\//g, "_")}`;
export const NOT_FOUND_ROUTE_ID = "not-found";
/** The layout route around every admin page (app/routes.ts): the staff shell. */
export const STAFF_LAYOUT_ID = "staff-layout";

/** Whether a route's path as declared here ("/portfolio/:slug") is a public page. */
export const isPublicRoute = (routePath: string | undefined): boolean =>
  pageTable.some((page) => page.path === routePath && page.access === "public");

/** SPEC §2 legacy paths; served as 301s and followed as `replace` navigations. */
export const legacyRedirects: Readonly<Record<string, string>> = {
  ...Object.fromEntries(serviceSlugs.map((slug) => [`/${slug}`, `/services/${slug}`])),
  "/products": "/shop/products",
  "/cart": "/shop/cart",
  "/checkout": "/shop/checkout",
  "/product-comparison": "/comparison",
  "/technology": "/resources/technology",
  "/technical-data": "/resources/technical-data",
  "/roi-calculator": "/resources/roi-calculator",
  "/book-appointment": "/resources/book-appointment",
  "/crm": "/platform/crm",
  "/analytics": "/platform/analytics",
  "/inventory": "/platform/inventory",
};

/** Each page's declared access, by its route id. */
export const pageAccessByRouteId: ReadonlyMap<string, PageAccess> = new Map(
  pageTable.map((page) => [pageRouteId(page.path), page as PageAccess]),
);

/** The shell, the staff layout (no loader), the legacy redirects and the not-found page: no page access to check. */
export const openRouteIds: ReadonlySet<string> = new Set([
  "root",
  STAFF_LAYOUT_ID,
  NOT_FOUND_ROUTE_ID,
  ...Object.keys(legacyRedirects).map(legacyRedirectRouteId),
]);
