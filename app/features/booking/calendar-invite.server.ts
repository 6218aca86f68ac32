import { createEvent, createEvents, type EventAttributes, type ReturnObject } from "ics";
import { appointmentTypeBySlug } from "../../content/appointment-types.ts";
import { company } from "../../content/company.ts";
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

function eventOf(appointment: InviteAppointment, organizer: Organizer, cancelled: boolean): EventAttributes {
  const type = appointmentTypeBySlug(appointment.type);
  return {
    uid: inviteUid(appointment.id, organizer),
    sequence: appointment.sequence,
    start: appointment.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: appointment.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${type?.name ?? appointment.type} with ${company.name}`,
    description: `Reference ${appointment.reference}. Questions or changes: ${company.phone.display}.`,
    location: appointmentLocation(appointment),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [
      {
        name: appointment.customerName,
        email: appointment.email,
        rsvp: false,
        partstat: "ACCEPTED",
        role: "REQ-PARTICIPANT",
      },
    ],
  };
}

function valueOf(result: ReturnObject): string {
  if (result.error || !result.value) throw result.error ?? new Error("ics produced no calendar");
  return result.value;
}

/** An iTIP invitation (RFC 5546): REQUEST for a new or moved appointment, CANCEL (higher SEQUENCE) to remove it. */
export function appointmentInvite(appointment: InviteAppointment, method: InviteMethod, organizer: Organizer): string {
  return valueOf(createEvent({ ...eventOf(appointment, organizer, method === "CANCEL"), method }));
}

/** The staff feed: every listed appointment as a published event. */
export function appointmentsFeed(appointments: readonly InviteAppointment[], organizer: Organizer): string {
  if (appointments.length === 0) return valueOf(createEvents([], { calName: `${company.name} appointments` }));
  return valueOf(
    createEvents(
      appointments.map((appointment) => eventOf(appointment, organizer, false)),
      { method: "PUBLISH", calName: `${company.name} appointments` },
    ),
  );
}
