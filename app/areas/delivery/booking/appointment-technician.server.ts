import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { rolesHolding } from "#app/lib/permissions.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { TECHNICIAN_MESSAGE } from "./booking-schema.ts";
import { APPOINTMENT_NOT_FOUND } from "./change-appointment.server.ts";
import { technicianMail } from "./technician-mail.server.ts";
import { appointments } from "./tables.server.ts";

/** The named account if it may make a visit (enabled staff whose role marks visits done), else a 400 naming the field. */
async function technicianOf(db: Database, userId: string) {
  const [technician] = await db
    .select({ id: users.id, name: fullName(users), email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        inArray(users.userType, rolesHolding("write:appointment:assigned")),
        eq(users.disabled, false),
      ),
    );
  if (!technician) throw invalid(TECHNICIAN_MESSAGE, { technicianId: TECHNICIAN_MESSAGE });
  return technician;
}

/**
 * Sends a staff member on the visit, or nobody. Someone newly given it is mailed its date, time and address; the
 * customer is not told, since whoever comes is the company's to decide.
 */
export async function assignTechnician(services: AppServices, id: string, technicianId: string | null) {
  const result = await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ technicianId: appointments.technicianId })
      .from(appointments)
      .where(eq(appointments.id, id))
      .for("update");
    if (!before) throw notFound(APPOINTMENT_NOT_FOUND);
    const technician = technicianId ? await technicianOf(tx, technicianId) : null;
    const [appointment] = await tx
      .update(appointments)
      .set({ technicianId, updatedAt: new Date() })
      .where(eq(appointments.id, id))
      .returning();
    const told = technician !== null && before.technicianId !== technician.id;
    if (told) await enqueueMails(tx, [technicianMail(appointment!, technician, services.config.SITE_URL)]);
    return { technicianId, technicianName: technician?.name ?? null, told };
  });
  if (result.told) services.mailWorker.wake();
  return { technicianId: result.technicianId, technicianName: result.technicianName };
}
