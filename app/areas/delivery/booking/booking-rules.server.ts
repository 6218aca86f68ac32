import { company } from "#app/content/company.ts";
import type { Config } from "#server/config.ts";
import type { BookingRules } from "./slot-engine.ts";

/** Bookings follow the field crews' hours (weekdays and Saturday; closed Sundays), in the company's zone. */
export function bookingRules(config: Pick<Config, "BOOKING_SLOT_INTERVAL_MINUTES" | "BOOKING_CREWS">): BookingRules {
  return {
    timeZone: company.timeZone,
    hours: company.fieldServiceHours,
    slotIntervalMinutes: config.BOOKING_SLOT_INTERVAL_MINUTES,
    crews: config.BOOKING_CREWS,
  };
}
