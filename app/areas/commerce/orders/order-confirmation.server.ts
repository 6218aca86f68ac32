import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { viewerKeyHash } from "./order-cookie.server.ts";
import { orderForViewer } from "./order-queries.server.ts";

/** The confirmation page's order: the same owner rule as GET /api/orders/:orderNumber. */
export function loadOrderConfirmation(
  services: Pick<AppServices, "db" | "secret">,
  orderNumber: string,
  user: SessionUser | null,
  cookieHeader: string | null,
) {
  return orderForViewer(services.db, orderNumber, {
    user,
    browserKeyHash: viewerKeyHash(cookieHeader ?? undefined, services.secret),
  });
}
