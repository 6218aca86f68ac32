import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { company } from "#app/content/company.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { renderMail, type MailContent, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { appointmentInvite, appointmentLocation, type InviteMethod, type Organizer } from "./calendar-invite.server.ts";
import type { AppointmentRow } from "./tables.server.ts";

export interface BookingMailContext {
  organizer: Organizer;
  /** Staff are told of new, moved and cancelled appointments here (SALES_EMAIL); unset, they see the back office only. */
  staffEmail: string | undefined;
}

/**
 * A cancellation by staff carries their reason (`byStaff`), which the customer is told; the customer's own reason is
 * for staff only, so their cancellation mail does not repeat it.
 */
export type AppointmentChange =
  | { kind: "booked"; manageUrl: string }
  | { kind: "moved"; manageUrl: string; from: Date }
  | { kind: "cancelled"; byStaff?: { reason: string } };

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
const typeName = (appointment: AppointmentRow) => appointmentTypeBySlug(appointment.type)?.name ?? appointment.type;

function details(appointment: AppointmentRow): Array<[string, string]> {
  return [
    ["Appointment", typeName(appointment)],
    ["When", `${formatOfficeTime(appointment.startsAt)} to ${formatOfficeTime(appointment.endsAt)}`],
    ["Where", appointmentLocation(appointment)],
    ["Reference", appointment.reference],
  ];
}

function inviteAttachment(appointment: AppointmentRow, method: InviteMethod, organizer: Organizer) {
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: appointmentInvite(appointment, method, organizer),
  };
}

const footer: MailContent["footer"] = {
  text: `${company.name}, ${company.address.addressLocality}, ${company.address.addressRegion}. You received this mail because this address was used to book an appointment on our website.`,
};

function customerMail(appointment: AppointmentRow, change: AppointmentChange, organizer: Organizer): OutgoingMail {
  const prepare = appointmentTypeBySlug(appointment.type)?.prepare ?? [];
  const when = formatOfficeTime(appointment.startsAt);
  const content: Record<AppointmentChange["kind"], { subject: string; heading: string; paragraphs: string[] }> = {
    booked: {
      subject: `Your appointment on ${when} (${appointment.reference})`,
      heading: `Your appointment is booked, ${appointment.customerName}`,
      paragraphs: [
        `${typeName(appointment)} on ${when}. The attached invitation adds it to your calendar.`,
        `Please have ready: ${prepare.join("; ")}.`,
      ],
    },
    moved: {
      subject: `Your appointment moved to ${when} (${appointment.reference})`,
      heading: "Your appointment has moved",
      paragraphs: [
        `${typeName(appointment)} is now on ${when}${change.kind === "moved" ? `, instead of ${formatOfficeTime(change.from)}` : ""}. The attached invitation updates your calendar.`,
      ],
    },
    cancelled: {
      subject: `Your appointment on ${when} is cancelled (${appointment.reference})`,
      heading: "Your appointment is cancelled",
      paragraphs: [
        `${typeName(appointment)} on ${when} is cancelled. The attached file removes it from your calendar.`,
        ...(change.kind === "cancelled" && change.byStaff ? [`Our reason: ${change.byStaff.reason}`] : []),
        "You are welcome to book another time on our website.",
      ],
    },
  };
  const { subject, heading, paragraphs } = content[change.kind];
  return {
    kind: `booking_${change.kind}`,
    to: appointment.email,
    customerId: appointment.customerId,
    subject: oneLine(subject),
    attachments: [inviteAttachment(appointment, change.kind === "cancelled" ? "CANCEL" : "REQUEST", organizer)],
    ...renderMail({
      heading,
      paragraphs: [...paragraphs, `Questions? Call us at ${company.phone.display}.`],
      action: "manageUrl" in change ? { label: "Reschedule or cancel", url: change.manageUrl } : undefined,
      details: details(appointment),
      footer,
    }),
  };
}

function staffMail(appointment: AppointmentRow, change: AppointmentChange, staffEmail: string): OutgoingMail {
  const verb = { booked: "New appointment", moved: "Appointment moved", cancelled: "Appointment cancelled" }[
    change.kind
  ];
  return {
    kind: "booking_staff",
    to: staffEmail,
    replyTo: appointment.email,
    subject: oneLine(`${verb} ${appointment.reference}: ${typeName(appointment)} for ${appointment.customerName}`),
    ...renderMail({
      heading: verb,
      paragraphs: change.kind === "moved" ? [`Moved from ${formatOfficeTime(change.from)}.`] : [],
      details: [
        ...details(appointment),
        ["Customer", appointment.customerName],
        ["E-mail", appointment.email],
        ["Phone", appointment.phone],
        ...(appointment.notes ? [["Notes", appointment.notes] as [string, string]] : []),
        ...(change.kind === "cancelled" && appointment.cancelReason
          ? [["Reason for cancelling", appointment.cancelReason] as [string, string]]
          : []),
      ],
    }),
  };
}

/** The mails one change sends: the customer's, with its calendar file, and the staff notice. */
export function appointmentChangeMails(
  appointment: AppointmentRow,
  change: AppointmentChange,
  context: BookingMailContext,
): OutgoingMail[] {
  return [
    customerMail(appointment, change, context.organizer),
    ...(context.staffEmail ? [staffMail(appointment, change, context.staffEmail)] : []),
  ];
}

/** The reminder, a day before. */
export function reminderMail(appointment: AppointmentRow, manageUrl: string): OutgoingMail {
  const prepare = appointmentTypeBySlug(appointment.type)?.prepare ?? [];
  return {
    kind: "booking_reminder",
    to: appointment.email,
    customerId: appointment.customerId,
    subject: oneLine(`Reminder: your appointment on ${formatOfficeTime(appointment.startsAt)}`),
    ...renderMail({
      heading: `See you soon, ${appointment.customerName}`,
      paragraphs: [
        `This is a reminder of your ${typeName(appointment)} on ${formatOfficeTime(appointment.startsAt)}.`,
        `Please have ready: ${prepare.join("; ")}.`,
        `Questions? Call us at ${company.phone.display}.`,
      ],
      action: { label: "Reschedule or cancel", url: manageUrl },
      details: details(appointment),
      footer,
    }),
  };
}
