import { isDomainError } from "#server/domain-errors.ts";
import { refusalOf } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { formFields, readForm } from "#app/lib/page-form.server.ts";
import { bookingLimit } from "#app/areas/delivery/booking/index.server.ts";
import { bookPlanVisitByLink, planVisitLinkView } from "./plan-visit-link-booking.server.ts";
import type { PlanVisitLinkResult, PlanVisitLinkView } from "./plan-visit-link-view.ts";

/** The page's loader data: the visit, or why the link opens nothing (404 forged, 410 expired) and its status. */
export type PlanVisitLinkPageData =
  { kind: "visit"; view: PlanVisitLinkView } | { kind: "refused"; status: 404 | 410; message: string };

/** /plan-visit/:token: the visit its link names, or the refusal the page shows with the office's phone. */
export async function planVisitLinkPageData(
  services: AppServices,
  token: string | undefined,
): Promise<PlanVisitLinkPageData> {
  try {
    return { kind: "visit", view: await planVisitLinkView(services, token) };
  } catch (error) {
    if (isDomainError(error, "not-found")) return { kind: "refused", status: 404, message: error.message };
    if (isDomainError(error, "gone")) return { kind: "refused", status: 410, message: error.message };
    throw error;
  }
}

/**
 * The page's form (it works without JavaScript): books the chosen time as the API does, then shows the page again,
 * now booked; a refusal answers with its status, naming `startsAt`, and the time that was chosen. `clientKey` is
 * the client's rate-limit key, `clientAddress` the audit trail's (load-context.ts).
 */
export async function planVisitLinkAction(
  services: AppServices,
  token: string | undefined,
  request: Request,
  client: { clientKey: string; clientAddress: string },
): Promise<{ redirectTo: string } | { result: PlanVisitLinkResult; status: number }> {
  const startsAt = formFields(await readForm(request)).startsAt ?? "";
  try {
    await bookingLimit(services).consume(client.clientKey);
    await bookPlanVisitByLink(services, token, { startsAt }, client.clientAddress);
    return { redirectTo: `/plan-visit/${token}` };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return {
      result: { message: refusal.message, errors: refusal.errors, startsAt },
      status: refusal.status,
    };
  }
}
