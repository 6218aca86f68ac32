import { assertPermitted } from "#app/lib/page-access.server.ts";
import { formAction } from "#app/lib/page-action.server.ts";
import { formFields } from "#app/lib/page-form.server.ts";
import type { z } from "#app/lib/zod.ts";
import { noInput, runWriteAction, writeApi, type WriteCaller } from "#app/lib/write.server.ts";
import type { SessionUser } from "#server/http/access.ts";
import { createsRecords, defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { appointmentList } from "./appointment-list.server.ts";
import { appointmentWrites } from "./appointment-writes.server.ts";
import { blockSchema, closedDayDateSchema, closedDaySchema } from "./calendar-settings-schema.ts";
import {
  addBlock,
  addClosedDay,
  appointmentsFeedIcs,
  isFeedToken,
  regenerateFeedToken,
  removeClosedDay,
} from "./calendar-settings.server.ts";

/** A change that adds a calendar record (a block, a closed day) from its form or JSON body; a retry replays. */
const addition = <Schema extends z.ZodType>(
  path: ApiRoute["path"],
  schema: Schema,
  add: (db: AppServices["db"], input: z.output<Schema>, adminId: string) => Promise<unknown>,
  done: string,
) => ({
  path,
  schema,
  creates: true as const,
  run: (services: AppServices, admin: SessionUser, body: unknown) =>
    add(services.db, parseInput(schema, body), admin.id),
  done,
});

/** The calendar's own changes, each a page intent and an admin API: what they do, said once. */
export const calendarChanges = {
  "add-block": addition("/api/admin/booking-blocks", blockSchema, addBlock, "Time blocked"),
  "add-closed-day": addition(
    "/api/admin/booking-closed-days",
    closedDaySchema,
    addClosedDay,
    "Day closed for bookings",
  ),
  "remove-closed-day": {
    path: "/api/admin/booking-closed-days/remove",
    schema: closedDayDateSchema,
    run: (services: AppServices, _admin: SessionUser, body: unknown) =>
      removeClosedDay(services.db, parseInput(closedDayDateSchema, body).date),
    done: "Day open for bookings again",
  },
  "regenerate-feed": {
    path: "/api/admin/booking-feed/regenerate",
    schema: noInput,
    run: async (services: AppServices) => ({ token: await regenerateFeedToken(services.db) }),
    done: "New feed address made; the old one no longer works",
  },
} as const;

type CalendarIntent = keyof typeof calendarChanges;
const isCalendarIntent = (intent: string): intent is CalendarIntent => Object.hasOwn(calendarChanges, intent);

/** The appointments page's action: a calendar change, or one of the appointment writes. */
export function appointmentsPageAction(caller: WriteCaller, form: FormData) {
  const { services, user: admin } = caller;
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  if (!isCalendarIntent(intent)) return runWriteAction(appointmentWrites, caller, {}, form);
  const change = calendarChanges[intent];
  return formAction(intent, async () => {
    assertPermitted(services, admin, "write:appointment:any");
    await change.run(services, admin, fields);
    return change.done;
  });
}

const FEED_FILE = /^([\w-]{16,64})\.ics$/;

export const calendarAdminApi = [
  ...appointmentList.api(),
  ...appointmentWrites.map(writeApi),
  ...Object.values(calendarChanges).map((change) => {
    const handler: ApiRoute["handler"] = async (req, res) => {
      res.status(change.path.endsWith("remove") ? 200 : 201).json(await change.run(req.services, req.user!, req.body));
    };
    const route = { ...defineApi("post", change.path, "write:appointment:any", handler), input: change.schema };
    return "creates" in change ? createsRecords(route) : route;
  }),
  defineApi("get", "/api/bookings/feed/:file", "public", async (req, res) => {
    const token = FEED_FILE.exec(String(req.params.file))?.[1];
    if (!token || !(await isFeedToken(req.services.db, token))) {
      res.status(404).json({ message: "Not found" });
      return;
    }
    res.set("Cache-Control", "no-store");
    res.type("text/calendar; charset=utf-8").send(await appointmentsFeedIcs(req.services));
  }),
];
