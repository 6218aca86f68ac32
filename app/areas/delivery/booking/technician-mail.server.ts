import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { appointmentLocation } from "./calendar-invite.server.ts";
import type { AppointmentRow } from "./tables.server.ts";

export interface AssignedTechnician {
  name: string | null;
  email: string;
}

/** Tells the staff member a visit is theirs: when, where, for whom, and the link to it in the back office. */
export function technicianMail(
  appointment: AppointmentRow,
  technician: AssignedTechnician,
  siteUrl: string,
): OutgoingMail {
  const typeName = appointmentTypeBySlug(appointment.type)?.name ?? appointment.type;
  const when = formatOfficeTime(appointment.startsAt);
  const link = new URL("/admin-crm/appointments", siteUrl);
  link.searchParams.set("appointment", appointment.id);
  return {
    kind: "booking_technician",
    to: technician.email,
    subject: `Visit assigned to you: ${typeName} on ${when} (${appointment.reference})`.replace(/\s+/g, " "),
    ...renderMail({
      heading: technician.name ? `A visit for you, ${technician.name}` : "A visit for you",
      paragraphs: ["This appointment has been assigned to you. Please mark it done or a no-show once it is over."],
      action: { label: "Open the appointment", url: link.toString() },
      details: [
        ["Appointment", typeName],
        ["When", `${when} to ${formatOfficeTime(appointment.endsAt)}`],
        ["Where", appointmentLocation(appointment)],
        ["Customer", appointment.customerName],
        ["Phone", appointment.phone],
        ["Reference", appointment.reference],
      ],
    }),
  };
}
