import { useCallback, useEffect, useMemo, useState } from "react";
import { apiRequest, ApiError } from "#app/lib/api.ts";
import { company } from "#app/content/company.ts";
import type { AppointmentTypeSlug } from "#app/content/appointment-types.ts";
import { MonthCalendar } from "./month-calendar.tsx";
import { addDaysToLocalDate, localDateOf, type LocalDate } from "./local-date.ts";
import { formatLocalDate, formatTime, slotsByDate, visitorTimeZone, type Slot } from "./slot-times.ts";

interface SlotsAnswer {
  slots: Slot[];
}

/** Replaces one day's slots (a 409's fresh list) in the loaded window. */
function withDaySlots(slots: readonly Slot[], date: LocalDate, fresh: readonly Slot[]): Slot[] {
  return [...slots.filter((slot) => localDateOf(new Date(slot.start), company.timeZone) !== date), ...fresh].sort(
    (a, b) => a.start.localeCompare(b.start),
  );
}

/** The free slots of a type over its whole bookable window (today to the horizon: one request of at most 31 days). */
export function useWindowSlots(type: AppointmentTypeSlug | null, horizonDays: number) {
  const first = localDateOf(new Date(), company.timeZone);
  const last = addDaysToLocalDate(first, Math.min(horizonDays, 30));
  const key = type ? `${type} ${first} ${last}` : "";
  const [loaded, setLoaded] = useState<{ key: string; slots: Slot[] | null; error: string | null }>({
    key: "",
    slots: null,
    error: null,
  });
  useEffect(() => {
    if (!type) return;
    let current = true;
    const query = new URLSearchParams({ type, from: first, to: last });
    apiRequest<SlotsAnswer>("GET", `/api/bookings/available-slots?${query}`)
      .then((answer) => current && setLoaded({ key, slots: answer.slots, error: null }))
      .catch((failure: unknown) => {
        if (!current) return;
        const error =
          failure instanceof ApiError
            ? failure.serverMessage("We could not load the free times.")
            : "We could not load the free times. Please check your connection and try again.";
        setLoaded({ key, slots: null, error });
      });
    return () => {
      current = false;
    };
  }, [type, first, last, key]);
  const current = loaded.key === key ? loaded : { slots: null, error: null };
  /** Puts a 409's fresh list for one day in place of that day's slots. */
  const replaceDay = useCallback(
    (date: LocalDate, fresh: readonly Slot[]) =>
      setLoaded((state) => ({ ...state, slots: withDaySlots(state.slots ?? [], date, fresh) })),
    [],
  );
  return { slots: current.slots, error: current.error, replaceDay, first, last };
}

export interface SlotPickerProps {
  slotWindow: ReturnType<typeof useWindowSlots>;
  selectedSlot: Slot | null;
  /** A time chosen, or null when the date changes. */
  onSelectSlot: (slot: Slot | null) => void;
}

/** The month calendar and the chosen day's times, in the visitor's zone with the company's zone beside them when different. */
export function SlotPicker({ slotWindow, selectedSlot, onSelectSlot }: SlotPickerProps) {
  if (slotWindow.error) return <p role="alert">{slotWindow.error}</p>;
  if (!slotWindow.slots) return <p role="status">Loading free times...</p>;
  return (
    <LoadedSlotPicker
      slots={slotWindow.slots}
      first={slotWindow.first}
      last={slotWindow.last}
      selectedSlot={selectedSlot}
      onSelectSlot={onSelectSlot}
    />
  );
}

function LoadedSlotPicker({
  slots,
  first,
  last,
  selectedSlot,
  onSelectSlot,
}: { slots: readonly Slot[]; first: LocalDate; last: LocalDate } & Omit<SlotPickerProps, "slotWindow">) {
  const [selectedDate, setSelectedDate] = useState<LocalDate | null>(null);
  const onSelectDate = (date: LocalDate) => {
    setSelectedDate(date);
    onSelectSlot(null);
  };
  const byDate = useMemo(() => slotsByDate(slots, company.timeZone), [slots]);
  const counts = useMemo(() => new Map([...byDate].map(([date, list]) => [date, list.length])), [byDate]);
  const zone = visitorTimeZone(company.timeZone);
  const differs = zone !== company.timeZone;
  const daySlots = selectedDate ? (byDate.get(selectedDate) ?? []) : [];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <MonthCalendar first={first} last={last} counts={counts} selected={selectedDate} onSelect={onSelectDate} />
      <div className="grid content-start gap-3">
        {selectedDate ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-lg font-semibold">Times on {formatLocalDate(selectedDate)}</legend>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {differs
                ? `Times are in your time zone (${zone}). Our office is in Pacific Time (${company.timeZone}); its time is shown in brackets.`
                : `Times are in Pacific Time (${company.timeZone}).`}
            </p>
            {daySlots.length === 0 ? (
              <p>No times are free on this day. Please pick another date.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {daySlots.map((slot) => (
                  <li key={slot.start}>
                    <button
                      type="button"
                      aria-pressed={selectedSlot?.start === slot.start}
                      onClick={() => onSelectSlot(slot)}
                      className={`min-h-10 w-full rounded-md border px-2 py-1 text-sm ${
                        selectedSlot?.start === slot.start
                          ? "border-amber-600 bg-amber-500 font-semibold text-slate-950"
                          : "border-slate-300 hover:bg-amber-50 dark:border-slate-600 dark:hover:bg-slate-800"
                      }`}
                    >
                      {formatTime(slot.start, zone)}
                      {differs ? (
                        <span className="block text-xs">({formatTime(slot.start, company.timeZone)})</span>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        ) : (
          <p>Pick a date to see its free times. Dates without free times are crossed out.</p>
        )}
      </div>
    </div>
  );
}
