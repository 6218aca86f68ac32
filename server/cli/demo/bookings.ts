import { company } from "#app/content/company.ts";
import { zonedParts, addLocalDays } from "#app/lib/zoned-time.ts";
import { availableSlots, bookAppointment, bookingRules } from "#app/areas/delivery/index.server.ts";
import { appointments } from "#app/areas/delivery/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { backdate } from "./backdate.ts";
import { instantOn, salesSeason, seasonalDay } from "./clock.ts";
import type { DemoContext } from "./context.ts";

const visitNotes = ["Gate code is 1234.", "Please call when you are on the way.", "Dogs in the back yard.", "", ""];

const localDate = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;

/**
 * ~1,200 appointments booked as the booking page books them (`bookAppointment`, given the time it was booked):
 * a free slot 2 to 21 days ahead as the calendar stood then, the lead found or made, the mails queued. The
 * appointment's and its lead's creation times are set after the write by one UPDATE each (the service stamps now).
 */
export async function seedBookings(context: DemoContext): Promise<number> {
  const { services, tx, random, span } = context;
  const rules = bookingRules(services.config);
  let booked = 0;
  for (let n = 0; n < context.count(1200); n++) {
    const at = instantOn(random, seasonalDay(random, { from: span.from, to: span.now }, salesSeason, 0.5), "visitors");
    const type = random.weighted([
      ["residential-consultation", 0.45],
      ["battery-consultation", 0.15],
      ["maintenance", 0.15],
      ["repair-diagnosis", 0.15],
      ["commercial-assessment", 0.1],
    ] as const);
    const today = zonedParts(at, company.timeZone);
    const slots = await availableSlots(
      tx,
      rules,
      type,
      localDate(addLocalDays(today, 2)),
      localDate(addLocalDays(today, 21)),
      at,
    );
    if (slots.length === 0) continue;
    const person = context.person(0.25);
    const { appointment } = await bookAppointment(
      services,
      {
        type,
        start: random.pick(slots).start.toISOString(),
        name: person.name,
        email: person.email,
        phone: person.phone,
        address: person.address,
        notes: random.pick(visitNotes) || undefined,
      },
      { userId: null },
      at,
    );
    await backdate(tx, appointments, appointment.id, at);
    await backdate(tx, leads, appointment.leadId, at);
    await backdate(tx, customers, appointment.customerId, at);
    booked += 1;
  }
  return booked;
}
