import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useRevalidator } from "react-router";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { company } from "#app/content/company.ts";
import { labelOf } from "#app/lib/labels.ts";
import { withSearch } from "#app/lib/list-url.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useCan } from "#app/lib/use-can.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { AppointmentActions } from "./appointment-actions.tsx";
import type { AppointmentPanelData, MoveChoice } from "./appointment-panel.server.ts";
import { appointmentStatusLabels } from "./appointment-status.ts";
import { StaffCancelForm } from "./staff-cancel-form.tsx";
import { TechnicianForm, type TechnicianChoice } from "./technician-form.tsx";
import { formatLocalDate, formatTime } from "./slot-times.ts";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { EmailAddress } from "#app/ui/email-address.tsx";

/**
 * Moving on the customer's behalf: a date (a GET form, so the free times come from the page's loader), then one
 * of that date's free times. A failed move (the time was just taken) loads the times again.
 */
function MovePicker({ appointmentId, move }: { appointmentId: string; move: MoveChoice }) {
  const { search } = useLocation();
  const action = useFormAction("reschedule");
  const { fetcher } = action;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) void revalidator.revalidate();
    // Only a new answer matters, not a new revalidator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== "on");
  const failure = action.result && !action.result.ok ? (action.result.errors?.start ?? action.result.message) : null;
  return (
    <TitledSection id="move-heading" title="Move to another time" level={3}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The free times of this type, by the booking page's rules (this appointment&apos;s own time counts as free), in
        Pacific time. The customer is e-mailed the updated invitation.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <Field label="Date">
          <input
            type="date"
            name="on"
            min={move.first}
            max={move.last}
            defaultValue={move.date}
            className={inputClass}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Show free times
        </Button>
      </Form>
      {move.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {move.error}
        </p>
      ) : move.slots.length === 0 ? (
        <p>No free times on {formatLocalDate(move.date)}. Please pick another date.</p>
      ) : (
        <fetcher.Form method="post" className="grid gap-3" key={`${move.date} ${move.slots.length}`}>
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="appointmentId" value={appointmentId} />
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">Free times on {formatLocalDate(move.date)}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
              {move.slots.map((slot) => (
                <label
                  key={slot.start}
                  className="flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-2 text-sm has-[:checked]:border-amber-600 has-[:checked]:bg-amber-100 dark:border-slate-600 dark:has-[:checked]:bg-amber-900"
                >
                  <input type="radio" name="start" value={slot.start} required />
                  {formatTime(slot.start, company.timeZone)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={action.pending}>
              {action.pending ? "Moving..." : "Move appointment"}
            </Button>
          </div>
        </fetcher.Form>
      )}
      <FormNotice notice={failure} isError />
    </TitledSection>
  );
}

/**
 * The appointment opened from the calendar or the list: its details, Done/No-show, and for the office who makes the
 * visit, Cancel with a reason and the move picker.
 */
export function AppointmentPanel({
  panel,
  technicians,
}: {
  panel: AppointmentPanelData;
  /** Whom the visit may be given to; none for a technician, who cannot reassign it. */
  technicians: TechnicianChoice[];
}) {
  const { search, hash } = useLocation();
  const { appointment, move } = panel;
  const runsCalendar = useCan("write:appointment:any");
  const opensLeads = useCan("read:lead:own");
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the calendar or the list (their links end in #appointment): keyboard and screen-reader users
  // continue from the panel, not from the link they left. A reload after a move keeps the focus where it is.
  useEffect(() => {
    if (hash === "#appointment") heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointment.id]);
  const typeName = appointmentTypeBySlug(appointment.type)?.name ?? appointment.type;
  return (
    <section
      id="appointment"
      aria-labelledby="appointment-heading"
      className="grid gap-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="appointment-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {typeName}, {appointment.reference}
        </h2>
        <Link className={buttonClass("secondary")} to={{ search: withSearch(search, { appointment: null, on: null }) }}>
          Close<span className="sr-only"> {appointment.reference}</span>
        </Link>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">When</dt>
        <dd>
          {formatOfficeTime(appointment.startsAt)} to {formatTime(appointment.endsAt.toISOString(), company.timeZone)}
        </dd>
        <dt className="font-medium">Status</dt>
        <dd>{labelOf(appointmentStatusLabels, appointment.status)}</dd>
        <dt className="font-medium">Customer</dt>
        <dd className="break-words">
          {opensLeads ? (
            <Link className="underline" to={`/admin-crm/leads/${appointment.leadId}`}>
              {appointment.customerName}
            </Link>
          ) : (
            appointment.customerName
          )}
          , <EmailAddress address={appointment.email} />, {appointment.phone}
        </dd>
        <dt className="font-medium">Address</dt>
        <dd>{appointment.address ?? "By phone"}</dd>
        <dt className="font-medium">Technician</dt>
        <dd>{appointment.technicianName ?? "Nobody"}</dd>
        {appointment.notes ? (
          <>
            <dt className="font-medium">Notes</dt>
            <dd className="break-words whitespace-pre-line">{appointment.notes}</dd>
          </>
        ) : null}
        {appointment.cancelReason ? (
          <>
            <dt className="font-medium">Reason for cancelling</dt>
            <dd className="break-words whitespace-pre-line">{appointment.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      {appointment.status === "booked" ? (
        <>
          <AppointmentActions appointment={appointment} />
          {runsCalendar ? <StaffCancelForm appointmentId={appointment.id} reference={appointment.reference} /> : null}
        </>
      ) : null}
      {runsCalendar ? (
        <TechnicianForm
          appointmentId={appointment.id}
          technicianId={appointment.technicianId}
          technicians={technicians}
        />
      ) : null}
      {move ? <MovePicker appointmentId={appointment.id} move={move} /> : null}
    </section>
  );
}
