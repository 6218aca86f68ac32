import { appointmentTypeSlugs } from "#app/content/appointment-types.ts";
import { defaultedParam, optionalParam, paginationParams, searchParam } from "#app/lib/list-query.server.ts";
import { z } from "#app/lib/zod.ts";
import { appointmentStatuses } from "./appointment-status.ts";
import { localDateField } from "./booking-schema.ts";

/** /admin-crm/appointments, its JSON and CSV: a day or a week from `date` (today by default), by type and status. */
export const appointmentListQuerySchema = z.object({
  search: searchParam,
  type: optionalParam(z.enum(appointmentTypeSlugs)),
  status: optionalParam(z.enum(appointmentStatuses)),
  view: defaultedParam(z.enum(["day", "week"]).default("week")),
  date: optionalParam(localDateField),
  ...paginationParams,
});

export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;
