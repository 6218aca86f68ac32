import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#server/audit/audit-trail.ts";
import { conflict, gone, invalid, isDomainError, notFound } from "#server/domain-errors.ts";
import { parseInput } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { company } from "#app/content/company.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { bookingRules, isoWithOffset, SLOT_TAKEN_MESSAGE } from "#app/areas/delivery/booking/index.server.ts";
import { visitStarts } from "#app/areas/delivery/service-visits/index.server.ts";
import { serviceVisits } from "#app/areas/delivery/service-visits/tables.server.ts";
import { bookDuePlanVisit } from "./plan-booking.server.ts";
import { planVisitLinkBookingSchema, START_NOT_OFFERED } from "./plan-schemas.ts";
import { readPlanVisitToken } from "./plan-visit-link.server.ts";
import type { PlanVisitLinkView } from "./plan-visit-link-view.ts";
import { daysAfter } from "./recurrence.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

const callUs = `Please call us at ${company.phone.display} or write to us from the contact page.`;
export const LINK_NOT_FOUND = `This link is not valid. ${callUs}`;
export const LINK_EXPIRED = `This link has expired. ${callUs}`;
export const LINK_NOT_DUE = `This visit is no longer waiting to be booked. ${callUs}`;
/** The days either side of the due day the client may choose from: three weeks around it. */
export const CHOICE_DAYS = 10;

/** The plan visit a link names: 404 for a forged or altered link (or a visit since deleted), 410 once expired. */
async function linkedVisit(services: AppServices, token: unknown, now: Date) {
  const reading = readPlanVisitToken(services.secret, token, now);
  if (reading.kind === "forged") throw notFound(LINK_NOT_FOUND);
  if (reading.kind === "expired") throw gone(LINK_EXPIRED);
  const [visit] = await services.db
    .select({
      id: planVisits.id,
      state: planVisits.state,
      title: planVisits.title,
      dueOn: planVisits.dueOn,
      serviceVisitId: planVisits.serviceVisitId,
      planId: sitePlans.id,
      planState: sitePlans.state,
      templateId: sitePlans.templateId,
      customerId: sites.customerId,
      line1: sites.line1,
      city: sites.city,
    })
    .from(planVisits)
    .innerJoin(sitePlans, eq(sitePlans.id, planVisits.planId))
    .innerJoin(sites, eq(sites.id, sitePlans.siteId))
    .where(eq(planVisits.id, reading.planVisitId));
  if (!visit) throw notFound(LINK_NOT_FOUND);
  return visit;
}

type LinkedVisit = Awaited<ReturnType<typeof linkedVisit>>;

const bookable = (visit: LinkedVisit) => visit.state === "due" && visit.planState === "active";

/** A cancelled visit, or a due one whose plan was cancelled, is closed: nothing to book. */
const stateOf = (visit: LinkedVisit): PlanVisitLinkView["state"] =>
  visit.state === "cancelled" || (visit.state === "due" && !bookable(visit)) ? "closed" : visit.state;

/** The free starts of the three weeks around the due day, each with the technician the booking would take. */
async function startsFor(services: AppServices, visit: LinkedVisit, now: Date) {
  const technicians = await listAssignableStaff(services.db, "write:ticket:assigned");
  return visitStarts(
    services.db,
    bookingRules(services.config),
    "inspection",
    { first: daysAfter(visit.dueOn, -CHOICE_DAYS), last: daysAfter(visit.dueOn, CHOICE_DAYS) },
    technicians.map((technician) => technician.id),
    now,
  );
}

async function bookedStart(services: AppServices, serviceVisitId: string | null) {
  if (!serviceVisitId) return null;
  const [booked] = await services.db
    .select({ startsAt: serviceVisits.startsAt })
    .from(serviceVisits)
    .where(eq(serviceVisits.id, serviceVisitId));
  return booked?.startsAt ?? null;
}

/**
 * GET /api/plan-visit/:token and the page /plan-visit/:token (decision 0201): the visit the link names and, while
 * it is due, the times the client may choose; otherwise what became of it.
 */
export async function planVisitLinkView(
  services: AppServices,
  token: unknown,
  now = new Date(),
): Promise<PlanVisitLinkView> {
  const visit = await linkedVisit(services, token, now);
  const { timeZone } = bookingRules(services.config);
  const startsAt = visit.state === "booked" ? await bookedStart(services, visit.serviceVisitId) : null;
  return {
    state: stateOf(visit),
    planName: planTemplateOf(visit.templateId)?.name ?? visit.templateId,
    title: visit.title,
    dueOn: visit.dueOn,
    site: [visit.line1, visit.city].filter(Boolean).join(", "),
    bookedFor: startsAt ? isoWithOffset(startsAt, timeZone) : null,
    starts: bookable(visit)
      ? (await startsFor(services, visit, now)).free.map((free) => isoWithOffset(free.start, timeZone))
      : [],
  };
}

/**
 * POST /api/plan-visit/:token/book {startsAt} and the page's form: the client books their due plan visit at one of
 * the listed times, through the office's own booking (bookDuePlanVisit: the plan visit locked, its ticket, the crew
 * and the technician claimed), the technician the first free at that time. A start not listed is a 400; one taken
 * since it was listed, by another booking or this visit's own, a 409. Audited as the link's customer.
 */
export async function bookPlanVisitByLink(
  services: AppServices,
  token: unknown,
  body: unknown,
  clientAddress: string,
  now = new Date(),
) {
  const visit = await linkedVisit(services, token, now);
  const { startsAt } = parseInput(planVisitLinkBookingSchema, body);
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) throw invalid(START_NOT_OFFERED, { startsAt: START_NOT_OFFERED });
  const { timeZone } = bookingRules(services.config);
  if (visit.state === "booked") {
    // A retry of a booking that went through (its answer lost) gets the same answer, not a 409.
    const bookedAt = await bookedStart(services, visit.serviceVisitId);
    if (bookedAt?.getTime() === start.getTime()) return { id: visit.id, startsAt: isoWithOffset(bookedAt, timeZone) };
  }
  if (!bookable(visit)) throw conflict(LINK_NOT_DUE, { startsAt: LINK_NOT_DUE });
  const starts = await startsFor(services, visit, now);
  const free = starts.free.find((offer) => offer.start.getTime() === start.getTime());
  if (!free) {
    // A time the page offers when nothing holds it was taken since; any other was never on offer.
    if (starts.offered.some((offered) => offered.getTime() === start.getTime())) throw taken();
    throw invalid(START_NOT_OFFERED, { startsAt: START_NOT_OFFERED });
  }
  let mailQueued = false;
  const booked = await services.db.transaction(async (tx) => {
    const mailWorker = { ...services.mailWorker, wake: () => void (mailQueued = true) };
    const booking = await bookDuePlanVisit({ services: { ...services, db: tx, mailWorker }, user: null }, visit.id, {
      startsAt: start.toISOString(),
      technicianId: free.technicianId,
    }).catch((error: unknown) => {
      throw isDomainError(error, "conflict") ? taken() : error;
    });
    await recordAuditEvent(tx, {
      actor: null,
      action: "plan.book-visit-by-link",
      entity: "plan",
      entityId: visit.planId,
      before: { state: visit.state },
      after: { id: visit.id, startsAt: booking.startsAt, customerId: visit.customerId },
      clientAddress,
    });
    return booking;
  });
  if (mailQueued) services.mailWorker.wake();
  return { id: booked.id, startsAt: isoWithOffset(new Date(booked.startsAt), timeZone) };
}

/** Someone else's booking (or this visit's own, from another tab) took the time between listing and booking it. */
const taken = () => conflict(SLOT_TAKEN_MESSAGE, { startsAt: SLOT_TAKEN_MESSAGE });
