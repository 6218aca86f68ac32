import type { AppServices } from "#server/services.ts";
import { mailSender } from "#app/areas/messaging/index.server.ts";
import type { BookingMailContext } from "./booking-mails.server.ts";
import { bookingRules } from "./booking-rules.server.ts";
import { createManageToken, manageUrl } from "./manage-token.server.ts";
import type { AppointmentRow } from "./tables.server.ts";

/** What every booking change reads from the services: the rules, the mail context, the manage link maker. */
export function bookingContext(services: AppServices) {
  const sender = mailSender(services.config);
  const mail: BookingMailContext = {
    organizer: { name: sender.from.name, email: sender.from.address },
    staffEmail: services.config.SALES_EMAIL,
  };
  return {
    rules: bookingRules(services.config),
    mail,
    /** A link for the appointment as it now is; it stops working when the appointment has ended. */
    manageUrl: (appointment: Pick<AppointmentRow, "id" | "sequence" | "endsAt">) =>
      manageUrl(
        services.config.SITE_URL,
        createManageToken(services.secret, {
          appointmentId: appointment.id,
          sequence: appointment.sequence,
          expiresAt: appointment.endsAt,
        }),
      ),
  };
}

export type BookingContext = ReturnType<typeof bookingContext>;
