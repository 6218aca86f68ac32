import { parseInput, refusalOf } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { bookingLimit, slotTakenAnswer } from "./api.server.ts";
import { SlotTakenError } from "./book-appointment.server.ts";
import { bookingRules } from "./booking-rules.server.ts";
import { cancelSchema, rescheduleSchema } from "./booking-schema.ts";
import { cancelAppointment, rescheduleAppointment } from "./change-appointment.server.ts";
import { appointmentByToken, manageState } from "./manage-state.server.ts";
import type { ManageActionResult } from "./manage-view.ts";

export function manageLoader(services: AppServices, token: string | undefined) {
  return notFoundPage(() => manageState(services, token, bookingRules(services.config).timeZone));
}

type ManageOutcome = { redirectTo: string } | { result: ManageActionResult; status: number };

/**
 * The manage page's two forms. A cancel shows the same link again (now "cancelled"); a reschedule moves on to the
 * new version's link, so the old one shows "moved". A taken time is a 409 with that day's fresh slots. `clientKey`
 * is the client's rate-limit key (load-context.ts).
 */
export async function manageAction(
  services: AppServices,
  token: string | undefined,
  request: Request,
  clientKey: string,
): Promise<ManageOutcome> {
  const form = await readForm(request);
  const { row, claims } = await notFoundPage(() => appointmentByToken(services, token));
  const actor = { kind: "customer", sequence: claims.sequence } as const;
  try {
    switch (form.get("intent")) {
      case "cancel": {
        const { reason } = parseInput(cancelSchema, { reason: form.get("reason") ?? undefined });
        await cancelAppointment(services, row.id, actor, reason ?? null);
        return { redirectTo: `/resources/book-appointment/manage/${token}` };
      }
      case "reschedule": {
        // A reschedule claims a time as a booking does, so it counts against the same per-client hourly limit (429).
        await bookingLimit(services).consume(clientKey);
        const { start } = parseInput(rescheduleSchema, { start: form.get("start") ?? undefined });
        const { manageUrl } = await rescheduleAppointment(services, row.id, new Date(start), actor);
        return { redirectTo: new URL(manageUrl).pathname };
      }
      default:
        return { result: { message: "Unknown action" }, status: 400 };
    }
  } catch (error) {
    if (error instanceof SlotTakenError) {
      return { result: { ...(await slotTakenAnswer(services, row.type, error.date)), date: error.date }, status: 409 };
    }
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { result: { message: refusal.message, errors: refusal.errors }, status: refusal.status };
  }
}
