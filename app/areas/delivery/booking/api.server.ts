import { defineApi } from "#server/http/api-route.ts";
import { invalid } from "#server/domain-errors.ts";
import { parseInput, validationMessage } from "#server/http/errors.ts";
import { idempotencyKeyOf, requestFingerprint } from "#server/http/idempotency-key.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";
import type { AppServices } from "#server/services.ts";
import {
  availableSlots,
  checkBookableDates,
  isoWithOffset,
  MAX_RANGE_DAYS,
  slotsJson,
} from "./available-slots.server.ts";
import { bookAppointment, repeatedBooking, SlotTakenError } from "./book-appointment.server.ts";
import { bookingContext } from "./booking-context.server.ts";
import { bookingRules } from "./booking-rules.server.ts";
import { appointmentInvite } from "./calendar-invite.server.ts";
import { appointmentByToken } from "./manage-state.server.ts";
import { availableSlotsQuerySchema, createBookingSchema, type CreateBooking } from "./booking-schema.ts";
import { addDaysToLocalDate } from "./local-date.ts";
import { SLOT_TAKEN_MESSAGE } from "./slot-taken.ts";

export const BOOKING_RATE_LIMIT_MESSAGE =
  "Too many bookings from your network. Please try again in an hour or call us.";

/** One count per client address for bookings and the manage page's reschedules (manage-page.server.ts). */
export const bookingLimit = perApplication((services): RateLimit =>
  createRateLimit(services.database, {
    name: "bookings-ip",
    points: services.config.BOOKING_RATE_LIMIT_PER_HOUR,
    durationSeconds: 3600,
    message: BOOKING_RATE_LIMIT_MESSAGE,
  }),
);

/** The 409's body: the message and that day's slots as they are now. */
export async function slotTakenAnswer(services: AppServices, type: CreateBooking["type"], date: string) {
  const rules = bookingRules(services.config);
  const slots = await availableSlots(services.db, rules, type, date, date, new Date());
  return { message: SLOT_TAKEN_MESSAGE, slots: slotsJson(slots, rules.timeZone) };
}

export const bookingApi = [
  defineApi("get", "/api/bookings/available-slots", "public", async (req, res) => {
    const query = parseInput(availableSlotsQuerySchema, req.query);
    const rules = bookingRules(req.services.config);
    const now = new Date();
    const first = query.date ?? query.from!;
    const last = query.date ?? query.to!;
    if (addDaysToLocalDate(first, MAX_RANGE_DAYS - 1) < last) {
      throw invalid(validationMessage, { to: `A range covers at most ${MAX_RANGE_DAYS} days` });
    }
    checkBookableDates(
      query.type,
      query.date
        ? [["date", query.date]]
        : [
            ["from", first],
            ["to", last],
          ],
      now,
      rules.timeZone,
    );
    const slots = slotsJson(await availableSlots(req.services.db, rules, query.type, first, last, now), rules.timeZone);
    res.set("Cache-Control", "no-store");
    res.json(
      query.date
        ? { date: query.date, timeZone: rules.timeZone, type: query.type, slots }
        : { from: first, to: last, timeZone: rules.timeZone, type: query.type, slots },
    );
  }),
  defineApi("post", "/api/bookings/create", "public", async (req, res) => {
    const request = { idempotencyKey: idempotencyKeyOf(req), requestFingerprint: requestFingerprint(req) };
    // A retry is answered before the limit is counted: the customer still gets the answer with the manage link.
    const repeated = await repeatedBooking(req.services, request);
    if (!repeated) await bookingLimit(req.services).consume(clientRateLimitKey(req));
    const input = parseInput(createBookingSchema, req.body);
    try {
      const { appointment, manageUrl, created } =
        repeated ?? (await bookAppointment(req.services, input, { ...request, userId: req.user?.id ?? null }));
      if (created) req.services.mailWorker.wake();
      const timeZone = bookingRules(req.services.config).timeZone;
      res.status(201).json({
        reference: appointment.reference,
        type: appointment.type,
        start: isoWithOffset(appointment.startsAt, timeZone),
        end: isoWithOffset(appointment.endsAt, timeZone),
        manageUrl,
      });
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      res.status(409).json(await slotTakenAnswer(req.services, input.type, error.date));
    }
  }),
  defineApi("get", "/api/bookings/invite/:token", "public", async (req, res) => {
    const { row } = await appointmentByToken(req.services, req.params.token);
    const { organizer } = bookingContext(req.services).mail;
    const method = row.status === "cancelled" ? "CANCEL" : "REQUEST";
    res.set("Cache-Control", "no-store");
    res.set("Content-Disposition", 'attachment; filename="appointment.ics"');
    res.type(`text/calendar; charset=utf-8; method=${method}`).send(appointmentInvite(row, method, organizer));
  }),
];
