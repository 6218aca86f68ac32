import { useRef, useState } from "react";
import { appointmentTypeBySlug, appointmentTypes, type AppointmentTypeSlug } from "#app/content/appointment-types.ts";
import { company } from "#app/content/company.ts";
import { apiRequest, ApiError } from "#app/lib/api.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { AppointmentSummary, PrepareList } from "./appointment-summary.tsx";
import { DetailsForm, type BookingDetails } from "./details-form.tsx";
import { localDateOf } from "./local-date.ts";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { ArrivalHeading } from "#app/ui/arrival-heading.tsx";
import type { AppointmentView } from "./manage-view.ts";
import { SlotPicker, useWindowSlots } from "./slot-picker.tsx";
import type { Slot } from "./slot-times.ts";
import { newIdempotencyKey } from "#app/lib/new-idempotency-key.ts";

interface Booked {
  reference: string;
  type: AppointmentTypeSlug;
  start: string;
  end: string;
  manageUrl: string;
}

const tokenOf = (manageUrl: string) => manageUrl.split("/").pop() ?? "";

function viewOf(booked: Booked, address: string, phone: string): AppointmentView {
  const type = appointmentTypeBySlug(booked.type)!;
  return {
    reference: booked.reference,
    type: booked.type,
    typeName: type.name,
    start: booked.start,
    end: booked.end,
    location: type.location === "on_site" ? address : `Phone call to ${phone}`,
    onSite: type.location === "on_site",
    prepare: type.prepare,
  };
}

/** /resources/book-appointment: type, date and time, details, then the confirmation. */
export function BookingPage({ title }: { title: string }) {
  const [type, setType] = useState<AppointmentTypeSlug | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ view: AppointmentView; token: string } | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const chosenType = type ? appointmentTypeBySlug(type)! : null;
  const slotWindow = useWindowSlots(type, chosenType?.horizonDays ?? 30);

  function chooseType(next: AppointmentTypeSlug) {
    setType(next);
    setSlot(null);
    setServerMessage(null);
  }

  async function book(details: BookingDetails) {
    if (!type || !slot) return;
    setSubmitting(true);
    setServerErrors({});
    setServerMessage(null);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const answer = await apiRequest<Booked>(
        "POST",
        "/api/bookings/create",
        { type, start: slot.start, ...details },
        { headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current } },
      );
      setBooked({ view: viewOf(answer, details.address, details.phone), token: tokenOf(answer.manageUrl) });
    } catch (failure) {
      idempotencyKey.current = null;
      if (failure instanceof ApiError && failure.status === 409) {
        slotWindow.replaceDay(
          localDateOf(new Date(slot.start), company.timeZone),
          (failure.body as { slots?: Slot[] }).slots ?? [],
        );
        setSlot(null);
        setServerMessage(failure.serverMessage("That time was just taken. Please pick another."));
      } else if (failure instanceof ApiError) {
        setServerErrors(failure.body?.errors ?? {});
        setServerMessage(failure.serverMessage("We could not book the appointment. Please try again."));
      } else {
        setServerMessage(`We could not reach the server. Please try again or call us at ${company.phone.display}.`);
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (booked) {
    return (
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-16">
        <ArrivalHeading className="text-3xl font-bold">Your appointment is booked</ArrivalHeading>
        <p role="status">
          We sent a confirmation with a calendar invitation to your e-mail. Its link lets you reschedule or cancel.
        </p>
        <AppointmentSummary appointment={booked.view} />
        <AddToCalendar appointment={booked.view} token={booked.token} />
        <PrepareList appointment={booked.view} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p>
          Pick what you need, then a free time. Site visits are at your address; we come during our field hours. For an
          emergency, call {company.phone.display}.
        </p>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xl font-semibold">1. Appointment type</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {appointmentTypes.map((option) => (
            <div
              key={option.slug}
              className="flex gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-amber-500 dark:border-slate-600"
            >
              <input
                id={`type-${option.slug}`}
                type="radio"
                name="type"
                value={option.slug}
                checked={type === option.slug}
                onChange={() => chooseType(option.slug)}
                aria-describedby={`type-${option.slug}-summary`}
                className="mt-1"
              />
              <div className="grid gap-1">
                <label htmlFor={`type-${option.slug}`} className="cursor-pointer font-semibold">
                  {option.name}, {option.durationMinutes} minutes,{" "}
                  {option.location === "on_site" ? "at your address" : "by phone"}
                </label>
                <p id={`type-${option.slug}-summary`} className="text-sm text-slate-700 dark:text-slate-300">
                  {option.summary}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      {type ? (
        <section aria-labelledby="time-heading" className="grid gap-4">
          <h2 id="time-heading" className="text-xl font-semibold">
            2. Date and time
          </h2>
          {slot ? null : <FormAlert message={serverMessage} />}
          <SlotPicker
            slotWindow={slotWindow}
            selectedSlot={slot}
            onSelectSlot={(next) => {
              setSlot(next);
              if (next) setServerMessage(null);
            }}
          />
        </section>
      ) : null}
      {type && slot ? (
        <section aria-labelledby="details-heading" className="grid max-w-xl gap-4">
          <h2 id="details-heading" className="text-xl font-semibold">
            3. Your details
          </h2>
          <DetailsForm
            onSite={chosenType?.location === "on_site"}
            submitting={submitting}
            serverErrors={serverErrors}
            serverMessage={serverMessage}
            onSubmit={(details) => void book(details)}
          />
        </section>
      ) : null}
    </div>
  );
}
