/** Where a visitor a page turns away signs in: the staff back office has a sign-in of its own (SPEC §2). */
export type SignInPath = "/auth" | "/crm-login";

/**
 * Who may open a page. Enforced once, on the server, before the page's loader or action runs
 * (server/http/page-access.ts); the page-access test holds it to a reviewed list.
 */
export type PageAccess = { access: "public" } | { access: "signedIn" | "admin"; signInPath: SignInPath };

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

/** Every page of SPEC §2 plus the legal and lead pages; redirects are listed apart. */
export const pageTable: readonly PageEntry[] = [
  { path: "/", file: "routes/home.tsx", access: "public" },
  { path: "/about", file: "routes/about.tsx", access: "public" },
  { path: "/team", file: "routes/team.tsx", access: "public" },
  { path: "/contact", file: "routes/contact.tsx", access: "public" },
  { path: "/portfolio", file: "routes/portfolio.tsx", access: "public" },
  { path: "/portfolio/:slug", file: "routes/portfolio-project.tsx", access: "public" },
  { path: "/request-service", file: "routes/request-service.tsx", access: "public" },
  { path: "/newsletter/unsubscribe", file: "routes/newsletter-unsubscribe.tsx", access: "public" },
  ...serviceSlugs.map((slug) => ({ path: `/services/${slug}`, file: "routes/service.tsx", access: "public" as const })),
  { path: "/shop/products", file: "routes/shop-products.tsx", access: "public" },
  { path: "/shop/cart", file: "routes/shop-cart.tsx", access: "public" },
  { path: "/shop/checkout", file: "routes/shop-checkout.tsx", access: "public" },
  { path: "/shop/order/confirmation/:orderNumber", file: "routes/shop-order-confirmation.tsx", access: "public" },
  { path: "/comparison", file: "routes/comparison.tsx", access: "public" },
  { path: "/resources/technology", file: "routes/technology.tsx", access: "public" },
  { path: "/resources/technical-data", file: "routes/technical-data.tsx", access: "public" },
  { path: "/resources/roi-calculator", file: "routes/roi-calculator.tsx", access: "public" },
  { path: "/resources/savings-calculator", file: "routes/savings-calculator.tsx", access: "public" },
  { path: "/resources/book-appointment", file: "routes/book-appointment.tsx", access: "public" },
  { path: "/platform/crm", file: "routes/platform-crm.tsx", access: "admin", signInPath: "/auth" },
  { path: "/platform/analytics", file: "routes/platform-analytics.tsx", access: "admin", signInPath: "/auth" },
  { path: "/platform/inventory", file: "routes/platform-inventory.tsx", access: "admin", signInPath: "/auth" },
  { path: "/auth", file: "routes/auth.tsx", access: "public" },
  { path: "/crm-login", file: "routes/crm-login.tsx", access: "public" },
  { path: "/forgot-password", file: "routes/forgot-password.tsx", access: "public" },
  { path: "/reset-password", file: "routes/reset-password.tsx", access: "public" },
  { path: "/verify-email", file: "routes/verify-email.tsx", access: "public" },
  { path: "/admin", file: "routes/admin-dashboard.tsx", access: "admin", signInPath: "/auth" },
  { path: "/admin/errors", file: "routes/admin-errors.tsx", access: "admin", signInPath: "/auth" },
  { path: "/admin/vitals", file: "routes/admin-vitals.tsx", access: "admin", signInPath: "/auth" },
  { path: "/admin-dashboard", file: "routes/admin-dashboard.tsx", access: "admin", signInPath: "/auth" },
  { path: "/admin-crm", file: "routes/admin-crm.tsx", access: "admin", signInPath: "/crm-login" },
  { path: "/admin-crm/leads/:id", file: "routes/admin-crm-lead.tsx", access: "admin", signInPath: "/crm-login" },
  {
    path: "/admin-crm/subscribers",
    file: "routes/admin-crm-subscribers.tsx",
    access: "admin",
    signInPath: "/crm-login",
  },
  { path: "/admin-crm/outbox", file: "routes/admin-crm-outbox.tsx", access: "admin", signInPath: "/crm-login" },
  { path: "/enterprise-carm", file: "routes/enterprise-carm.tsx", access: "admin", signInPath: "/auth" },
  { path: "/rag-documents", file: "routes/rag-documents.tsx", access: "admin", signInPath: "/auth" },
  { path: "/dashboard", file: "routes/account-dashboard.tsx", access: "signedIn", signInPath: "/auth" },
  { path: "/client-dashboard", file: "routes/account-dashboard.tsx", access: "signedIn", signInPath: "/auth" },
  { path: "/commerce", file: "routes/commerce.tsx", access: "public" },
  { path: "/chat", file: "routes/chat.tsx", access: "public" },
  { path: "/document-chat", file: "routes/document-chat.tsx", access: "public" },
  { path: "/privacy", file: "routes/legal.tsx", access: "public" },
  { path: "/terms", file: "routes/legal.tsx", access: "public" },
  { path: "/accessibility", file: "routes/legal.tsx", access: "public" },
  { path: "/sitemap.xml", file: "routes/sitemap.ts", access: "public" },
  { path: "/robots.txt", file: "routes/robots.ts", access: "public" },
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
