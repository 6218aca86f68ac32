import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { company } from "#app/content/company.ts";
import { Button } from "#app/ui/button.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { AppointmentSummary, PrepareList } from "./appointment-summary.tsx";
import { CancelSection } from "./cancel-section.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import type { ManageActionResult, ManageState } from "./manage-view.ts";
import { SlotPicker, useWindowSlots } from "./slot-picker.tsx";
import { formatDay, formatTime, type Slot } from "./slot-times.ts";

const bookAgain = (
  <Link className="font-semibold underline" to="/resources/book-appointment">
    Book a new appointment
  </Link>
);

function Reschedule({ state, result }: { state: ManageState; result: ManageActionResult | undefined }) {
  const type = appointmentTypeBySlug(state.appointment.type)!;
  const slotWindow = useWindowSlots(type.slug, type.horizonDays);
  const [slot, setSlot] = useState<Slot | null>(null);
  const submitting = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="reschedule-heading" className="grid gap-4">
      <h2 id="reschedule-heading" className="text-xl font-semibold">
        Reschedule
      </h2>
      <FormAlert message={result ? (result.errors?.start ?? result.message) : null} />
      <SlotPicker slotWindow={slotWindow} selectedSlot={slot} onSelectSlot={setSlot} />
      {slot ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="start" value={slot.start} />
          <Button type="submit" disabled={submitting}>
            {submitting
              ? "Moving..."
              : `Move to ${formatDay(slot.start, company.timeZone)}, ${formatTime(slot.start, company.timeZone)}`}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

/** /resources/book-appointment/manage/:token: change the appointment, or see what became of it. */
export function ManagePage({
  state,
  token,
  result,
}: {
  state: ManageState;
  token: string;
  result?: ManageActionResult;
}) {
  const submitting = useNavigation().state === "submitting";
  const { appointment } = state;
  if (state.state === "cancelled") {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-16">
        <h1 className="text-3xl font-bold">This appointment was cancelled</h1>
        <p>
          {appointment.typeName} on {formatDay(appointment.start, company.timeZone)} ({appointment.reference}) is
          cancelled. {bookAgain}
        </p>
      </div>
    );
  }
  if (state.state === "moved") {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-16">
        <h1 className="text-3xl font-bold">This appointment was moved</h1>
        <p>
          {appointment.typeName} ({appointment.reference}) was moved to {formatDay(appointment.start, company.timeZone)}{" "}
          at {formatTime(appointment.start, company.timeZone)}. The newest e-mail we sent has the link to manage it.{" "}
          {bookAgain}
        </p>
      </div>
    );
  }
  if (state.state === "past") {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-16">
        <h1 className="text-3xl font-bold">This appointment has taken place</h1>
        <AppointmentSummary appointment={appointment} />
        <p>{bookAgain}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-16">
      <div className="grid gap-4">
        <h1 className="text-3xl font-bold">Your appointment</h1>
        <AppointmentSummary appointment={appointment} />
        <AddToCalendar appointment={appointment} token={token} />
      </div>
      <PrepareList appointment={appointment} />
      {/* A new answer (a 409) starts the picker afresh: the free times are loaded again and nothing stays chosen. */}
      <Reschedule key={result ? `${result.message} ${result.date ?? ""}` : "first"} state={state} result={result} />
      <CancelSection submitting={submitting} result={result} />
    </div>
  );
}
