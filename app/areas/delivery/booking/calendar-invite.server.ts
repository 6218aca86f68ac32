import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { company } from "#app/content/company.ts";
import { calendarFile, mailtoValue, paramValue, textValue, utcDateTime } from "./icalendar-lines.server.ts";
import type { AppointmentRow } from "./tables.server.ts";

export type InviteMethod = "REQUEST" | "CANCEL";

export interface Organizer {
  name: string;
  email: string;
}

type InviteAppointment = Pick<
  AppointmentRow,
  | "id"
  | "reference"
  | "type"
  | "startsAt"
  | "endsAt"
  | "sequence"
  | "customerName"
  | "email"
  | "phone"
  | "address"
  | "notes"
>;

/** Where it happens: the customer's address for a site visit, their phone for a call. */
export function appointmentLocation(appointment: Pick<AppointmentRow, "type" | "address" | "phone">): string {
  return appointmentTypeBySlug(appointment.type)?.location === "phone"
    ? `Phone call to ${appointment.phone}`
    : (appointment.address ?? "");
}

/** The same UID for every version of one appointment, so a calendar updates or removes the event it has. */
export function inviteUid(appointmentId: string, organizer: Organizer): string {
  return `${appointmentId}@${organizer.email.split("@")[1] ?? "localhost"}`;
}

const PRODUCT_ID = `-//${company.name}//Appointments//EN`;

const typeName = (appointment: InviteAppointment) => appointmentTypeBySlug(appointment.type)?.name ?? appointment.type;

/** The VEVENT lines both files share; the attendee comes after, in an invitation only. */
function eventLines(appointment: InviteAppointment, organizer: Organizer, now: Date, cancelled: boolean): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${textValue(inviteUid(appointment.id, organizer))}`,
    `SEQUENCE:${appointment.sequence}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(appointment.startsAt)}`,
    `DTEND:${utcDateTime(appointment.endsAt)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `ORGANIZER;CN=${paramValue(organizer.name)}:${mailtoValue(organizer.email)}`,
    `LOCATION:${textValue(appointmentLocation(appointment))}`,
  ];
}

/** The lines that open every calendar file of ours, with its iTIP method. */
function calendarHeader(method: InviteMethod | "PUBLISH"): string[] {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT_ID}`, "CALSCALE:GREGORIAN", `METHOD:${method}`];
}

/** An iTIP invitation (RFC 5546): REQUEST for a new or moved appointment, CANCEL (higher SEQUENCE) to remove it. */
export function appointmentInvite(
  appointment: InviteAppointment,
  method: InviteMethod,
  organizer: Organizer,
  now = new Date(),
): string {
  return calendarFile([
    ...calendarHeader(method),
    ...eventLines(appointment, organizer, now, method === "CANCEL"),
    `SUMMARY:${textValue(`${typeName(appointment)} with ${company.name}`)}`,
    `DESCRIPTION:${textValue(`Reference ${appointment.reference}. Questions or changes: ${company.phone.display}.`)}`,
    `ATTENDEE;CN=${paramValue(appointment.customerName)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailtoValue(appointment.email)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}

/**
 * The staff feed: every listed appointment as a published event. A PUBLISH has no attendees (RFC 5546 §3.2.1), so
 * who is coming, and how to reach them, is in the title and the description.
 */
export function appointmentsFeed(
  appointments: readonly InviteAppointment[],
  organizer: Organizer,
  now = new Date(),
): string {
  return calendarFile([
    ...calendarHeader("PUBLISH"),
    `X-WR-CALNAME:${textValue(`${company.name} appointments`)}`,
    ...appointments.flatMap((appointment) => [
      ...eventLines(appointment, organizer, now, false),
      `SUMMARY:${textValue(`${typeName(appointment)}: ${appointment.customerName}`)}`,
      `DESCRIPTION:${textValue(
        [
          `Reference ${appointment.reference}`,
          `${appointment.customerName}, ${appointment.phone}, ${appointment.email}`,
          appointment.notes ? `Notes: ${appointment.notes}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      )}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
}
