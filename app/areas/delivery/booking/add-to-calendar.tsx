import { company } from "#app/content/company.ts";
import { buttonClass } from "#app/ui/button.tsx";
import type { AppointmentView } from "./manage-view.ts";
import { googleCalendarUrl } from "./slot-times.ts";

/** The calendar file (the same invitation as the e-mail's, so calendars keep one event) and a Google Calendar link. */
export function AddToCalendar({ appointment, token }: { appointment: AppointmentView; token: string }) {
  const google = googleCalendarUrl({
    title: `${appointment.typeName} with ${company.name}`,
    start: appointment.start,
    end: appointment.end,
    location: appointment.location,
    details: `Reference ${appointment.reference}. Questions or changes: ${company.phone.display}.`,
  });
  return (
    <div className="flex flex-wrap gap-3">
      <a className={buttonClass("secondary")} href={`/api/bookings/invite/${token}`} download="appointment.ics">
        Add to calendar (.ics file)
      </a>
      <a className={buttonClass("secondary")} href={google} target="_blank" rel="noreferrer">
        Add to Google Calendar
      </a>
    </div>
  );
}
