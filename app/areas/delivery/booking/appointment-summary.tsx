import { company } from "#app/content/company.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { AppointmentView } from "./manage-view.ts";
import { formatDay, formatTime, visitorTimeZone } from "./slot-times.ts";

/**
 * Date, time (the visitor's zone and the company's when they differ), place and reference of an appointment. The
 * manage page renders it on the server, which knows only the company's zone: the visitor's replaces it once hydrated,
 * so the first client render matches the server's HTML.
 */
export function AppointmentSummary({ appointment }: { appointment: AppointmentView }) {
  const zone = useHydrated() ? visitorTimeZone(company.timeZone) : company.timeZone;
  const companyTime = formatTime(appointment.start, company.timeZone);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="font-medium">Appointment</dt>
      <dd>{appointment.typeName}</dd>
      <dt className="font-medium">Date</dt>
      <dd>{formatDay(appointment.start, zone)}</dd>
      <dt className="font-medium">Time</dt>
      <dd>
        {formatTime(appointment.start, zone)} to {formatTime(appointment.end, zone)}
        {zone === company.timeZone ? null : ` (${companyTime} at our office)`}
      </dd>
      <dt className="font-medium">{appointment.onSite ? "Address" : "Where"}</dt>
      <dd>{appointment.location}</dd>
      <dt className="font-medium">Reference</dt>
      <dd>{appointment.reference}</dd>
    </dl>
  );
}

/** What to have ready. */
export function PrepareList({ appointment }: { appointment: AppointmentView }) {
  return (
    <section aria-labelledby="prepare-heading" className="grid gap-2">
      <h2 id="prepare-heading" className="text-xl font-semibold">
        What to prepare
      </h2>
      <ul className="list-disc pl-6">
        {appointment.prepare.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
