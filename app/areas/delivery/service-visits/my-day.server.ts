import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { company } from "#app/content/company.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { officeDateParam, readSearchParams } from "#app/lib/list-query.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { z } from "#app/lib/zod.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { addDaysToLocalDate, localDateOf } from "#app/areas/delivery/booking/index.server.ts";
import { equipmentItems, installedSystems, sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { serviceTickets, ticketEvents, ticketPhotos } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { fieldWorkWrites } from "./visit-writes.server.ts";
import { dayVisits } from "./day-visits.server.ts";
import { checklistsOf } from "./visit-hooks.server.ts";
import { serviceVisits, ticketParts } from "./tables.server.ts";

/** A plain link to a maps search for the address: no script of another site runs on the page. */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

const oneLine = (site: {
  line1: string;
  line2: string | null;
  city: string | null;
  state: string;
  postalCode: string | null;
}) =>
  [site.line1, site.line2, site.city, [site.state, site.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");

/** `?date=`: another day's visits (tomorrow's route, yesterday's to finish); today when absent or unreadable. */
const dayQuery = z.object({ date: officeDateParam });

/**
 * /enterprise-carm/my-day: a day's visits (today at the office, in its zone, unless `?date=` names another) in
 * order, each with what the technician needs on site: the address and a map link, the access notes, the system and
 * its equipment, the ticket's description, history (photos included) and parts, the visit's checklist (a plan
 * visit's, else its type's), and a fresh key for each action's form (a retry of one submission sends its key again;
 * the next submission gets a new one with the page).
 * A technician sees their own visits; the office every one.
 */
export async function myDayPageData(context: AppLoadContext, url: URL, now = new Date()) {
  const user = signedInUser(context);
  const { db } = context.services;
  const today = localDateOf(now, company.timeZone);
  const date = readSearchParams(dayQuery, url.searchParams).date ?? today;
  const rows = await db
    .select({
      visit: serviceVisits,
      ticket: {
        id: serviceTickets.id,
        reference: serviceTickets.reference,
        type: serviceTickets.type,
        status: serviceTickets.status,
        description: serviceTickets.description,
        systemId: serviceTickets.systemId,
        resolutionNotes: serviceTickets.resolutionNotes,
        signedOffBy: serviceTickets.signedOffBy,
        signedOffAt: serviceTickets.signedOffAt,
      },
      site: {
        line1: sites.line1,
        line2: sites.line2,
        city: sites.city,
        state: sites.state,
        postalCode: sites.postalCode,
        accessNotes: sites.accessNotes,
      },
      technicianName: fullName(users),
    })
    .from(serviceVisits)
    .innerJoin(serviceTickets, eq(serviceTickets.id, serviceVisits.ticketId))
    .innerJoin(sites, eq(sites.id, serviceTickets.siteId))
    .innerJoin(users, eq(users.id, serviceVisits.technicianId))
    .where(dayVisits(user, date))
    .orderBy(asc(serviceVisits.startsAt), asc(serviceVisits.id));

  const ticketIds = rows.map((row) => row.ticket.id);
  const systemIds = rows.flatMap((row) => (row.ticket.systemId ? [row.ticket.systemId] : []));
  const [history, parts, photos, systems, equipment] = ticketIds.length
    ? await Promise.all([
        db
          .select({
            id: ticketEvents.id,
            ticketId: ticketEvents.ticketId,
            at: ticketEvents.at,
            kind: ticketEvents.kind,
            status: ticketEvents.status,
            note: ticketEvents.note,
          })
          .from(ticketEvents)
          .where(inArray(ticketEvents.ticketId, ticketIds))
          .orderBy(asc(ticketEvents.at), asc(ticketEvents.seq)),
        db
          .select({
            id: ticketParts.id,
            ticketId: ticketParts.ticketId,
            sku: ticketParts.sku,
            quantity: ticketParts.quantity,
          })
          .from(ticketParts)
          .where(inArray(ticketParts.ticketId, ticketIds))
          .orderBy(asc(ticketParts.createdAt), asc(ticketParts.id)),
        db
          .select({ id: ticketPhotos.id, ticketId: ticketPhotos.ticketId, name: ticketPhotos.name })
          .from(ticketPhotos)
          .where(inArray(ticketPhotos.ticketId, ticketIds))
          .orderBy(asc(ticketPhotos.createdAt), asc(ticketPhotos.id)),
        systemIds.length
          ? db
              .select({
                id: installedSystems.id,
                kind: installedSystems.kind,
                kwDc: installedSystems.kwDc,
                kwhUsable: installedSystems.kwhUsable,
                installedOn: installedSystems.installedOn,
              })
              .from(installedSystems)
              .where(inArray(installedSystems.id, systemIds))
          : [],
        systemIds.length
          ? db
              .select({
                id: equipmentItems.id,
                systemId: equipmentItems.systemId,
                category: equipmentItems.category,
                make: equipmentItems.make,
                model: equipmentItems.model,
                serial: equipmentItems.serial,
                quantity: equipmentItems.quantity,
              })
              .from(equipmentItems)
              .where(inArray(equipmentItems.systemId, systemIds))
              .orderBy(asc(equipmentItems.category), asc(equipmentItems.make), asc(equipmentItems.id))
          : [],
      ])
    : [[], [], [], [], []];
  const checklists = await checklistsOf(
    db,
    rows.map((row) => ({ id: row.visit.id, type: row.ticket.type })),
  );

  const visits = rows.map(({ visit, ticket, site, technicianName }) => {
    const address = oneLine(site);
    const system = systems.find((candidate) => candidate.id === ticket.systemId) ?? null;
    return {
      id: visit.id,
      status: visit.status,
      startsAt: visit.startsAt.toISOString(),
      endsAt: visit.endsAt.toISOString(),
      startedAt: visit.startedAt?.toISOString() ?? null,
      completedAt: visit.completedAt?.toISOString() ?? null,
      checked: visit.checklist ?? [],
      technicianName,
      ticket: {
        id: ticket.id,
        reference: ticket.reference,
        type: ticket.type,
        status: ticket.status,
        description: ticket.description,
        resolutionNotes: ticket.resolutionNotes,
        signedOffBy: ticket.signedOffBy,
        signedOffAt: ticket.signedOffAt?.toISOString() ?? null,
      },
      address,
      mapUrl: mapLink(address),
      accessNotes: site.accessNotes,
      system: system && {
        ...system,
        equipment: equipment.filter((item) => item.systemId === system.id),
      },
      history: history
        .filter((event) => event.ticketId === ticket.id)
        .map(({ ticketId: _, at, ...event }) => ({ ...event, at: at.toISOString() })),
      parts: parts.filter((part) => part.ticketId === ticket.id),
      photos: photos.filter((photo) => photo.ticketId === ticket.id).map(({ id, name }) => ({ id, name })),
      checklist: checklists.get(visit.id)!,
      keys: {
        start: randomUUID(),
        part: randomUUID(),
        photo: randomUUID(),
        note: randomUUID(),
        complete: randomUUID(),
      },
    };
  });
  return {
    date,
    today,
    previous: addDaysToLocalDate(date, -1),
    next: addDaysToLocalDate(date, 1),
    timeZone: company.timeZone,
    visits,
  };
}
export type MyDayData = Awaited<ReturnType<typeof myDayPageData>>;
export type DayVisit = MyDayData["visits"][number];

/** The page's forms posted without JavaScript: the technician's actions, each checked like its API route. */
export async function myDayAction(context: AppLoadContext, request: Request) {
  return runWriteAction(fieldWorkWrites, pageCaller(context), {}, await readForm(request));
}
