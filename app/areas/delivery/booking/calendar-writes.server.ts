import { defineWrite, noInput } from "#app/lib/write.server.ts";
import { blockSchema, closedDayDateSchema, closedDaySchema } from "./calendar-settings-schema.ts";
import { addBlock, addClosedDay, regenerateFeedToken, removeClosedDay } from "./calendar-settings.server.ts";

/** Names no record: the calendar's writes change the calendar as a whole. */
const NO_RECORD = "Not found";
const audit = { entity: "calendar" };

/**
 * The appointments page's own changes to the calendar, each a form of the page and a JSON API route: blocked time,
 * closed days (a retry of an addition replays) and the staff feed's address.
 */
export const calendarWrites = [
  defineWrite({
    intent: "add-block",
    access: "write:appointment:any",
    path: "/api/admin/booking-blocks",
    notFound: NO_RECORD,
    creates: true,
    schema: blockSchema,
    run: ({ services, user }, _id, input) => addBlock(services.db, input, user.id),
    done: () => "Time blocked",
    audit,
  }),
  defineWrite({
    intent: "add-closed-day",
    access: "write:appointment:any",
    path: "/api/admin/booking-closed-days",
    notFound: NO_RECORD,
    creates: true,
    schema: closedDaySchema,
    run: ({ services, user }, _id, input) => addClosedDay(services.db, input, user.id),
    done: () => "Day closed for bookings",
    audit,
  }),
  defineWrite({
    intent: "remove-closed-day",
    access: "write:appointment:any",
    path: "/api/admin/booking-closed-days/remove",
    notFound: NO_RECORD,
    schema: closedDayDateSchema,
    run: ({ services }, _id, { date }) => removeClosedDay(services.db, date),
    done: () => "Day open for bookings again",
    audit,
  }),
  defineWrite({
    intent: "regenerate-feed",
    access: "write:appointment:any",
    path: "/api/admin/booking-feed/regenerate",
    notFound: NO_RECORD,
    // A new address each time: 201, but not a create a retry should replay.
    status: 201,
    schema: noInput,
    run: async ({ services }) => ({ token: await regenerateFeedToken(services.db) }),
    done: () => "New feed address made; the old one no longer works",
    audit,
  }),
];
