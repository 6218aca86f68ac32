import { runWriteAction, writeApi, type WriteCaller } from "#app/lib/write.server.ts";
import { defineApi } from "#server/http/api-route.ts";
import { appointmentList } from "./appointment-list.server.ts";
import { appointmentWrites } from "./appointment-writes.server.ts";
import { calendarWrites } from "./calendar-writes.server.ts";
import { appointmentsFeedIcs, isFeedToken } from "./calendar-settings.server.ts";

/** The appointments page's action: an appointment write or a change to the calendar. */
export function appointmentsPageAction(caller: WriteCaller, form: FormData) {
  return runWriteAction([...appointmentWrites, ...calendarWrites], caller, {}, form);
}

const FEED_FILE = /^([\w-]{16,64})\.ics$/;

export const calendarAdminApi = [
  ...appointmentList.api(),
  ...appointmentWrites.map(writeApi),
  ...calendarWrites.map(writeApi),
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
