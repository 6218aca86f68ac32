import { defineWrite, noInput, recordFields } from "#app/lib/write.server.ts";
import type { Database } from "#server/db/client.ts";
import { bookDuePlanVisit } from "./plan-booking.server.ts";
import { choosePurchaseSite, PURCHASE_NOT_FOUND } from "./plan-purchases.server.ts";
import {
  attachedMessage,
  planPurchaseSiteSchema,
  planSaleSchema,
  planVisitBookingSchema,
  planVisitReportSchema,
} from "./plan-schemas.ts";
import { cancelPlanVisitBooking, PLAN_VISIT_NOT_FOUND, recordPlanVisitDone } from "./plan-visits.server.ts";
import { cancelPlan, PLAN_NOT_FOUND, renewPlan, sellPlan } from "./plans.server.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

/** A plan visit's history is its plan's: the trail lists its bookings and reports on the plan. */
const planOfVisit = async (db: Database, visitId: string) =>
  (await recordFields(planVisits, planVisits.id, { planId: planVisits.planId })(db, visitId))?.planId;

/**
 * The office's maintenance plans (issue 29 §1): selling and renewing a plan by hand, cancelling one, booking a due
 * visit into the crew calendar and cancelling that booking (the visit is due again), and recording a visit's report.
 * Plans are site records, so the site permission covers them (decision 0187); booking schedules a ticket's visit,
 * so it takes the ticket permission its scheduling does (decision 0191).
 */
export const planWrites = [
  defineWrite({
    intent: "create-plan",
    access: "write:site:any",
    path: "/api/service/plans",
    notFound: PLAN_NOT_FOUND,
    creates: true,
    schema: planSaleSchema,
    run: (context, _id, input) => sellPlan(context, input),
    done: () => "Plan sold: its visits for the next 12 months are in the due list",
    audit: { entity: "plan" },
  }),
  defineWrite({
    intent: "renew-plan",
    access: "write:site:any",
    path: "/api/service/plans/:id/renew",
    notFound: PLAN_NOT_FOUND,
    creates: true,
    schema: noInput,
    run: (context, planId) => renewPlan(context, planId),
    done: (term) => `Plan renewed until ${term.endsOn}`,
    audit: { entity: "plan" },
  }),
  defineWrite({
    intent: "cancel-plan",
    access: "write:site:any",
    path: "/api/service/plans/:id/cancel",
    notFound: PLAN_NOT_FOUND,
    schema: noInput,
    run: (context, planId) => cancelPlan(context, planId),
    done: () => "Plan cancelled",
    audit: { entity: "plan", before: recordFields(sitePlans, sitePlans.id, { state: sitePlans.state }) },
  }),
  defineWrite({
    intent: "book-plan-visit",
    access: "write:ticket:any",
    path: "/api/service/plan-visits/:id/book",
    idField: "planVisitId",
    notFound: PLAN_VISIT_NOT_FOUND,
    creates: true,
    schema: planVisitBookingSchema,
    run: (context, visitId, input) => bookDuePlanVisit(context, visitId, input),
    done: () => "Visit booked into the crew calendar",
    audit: {
      entity: "plan",
      record: planOfVisit,
      before: recordFields(planVisits, planVisits.id, { state: planVisits.state }),
    },
  }),
  defineWrite({
    intent: "cancel-plan-visit-booking",
    access: "write:site:any",
    path: "/api/service/plan-visits/:id/cancel-booking",
    notFound: PLAN_VISIT_NOT_FOUND,
    schema: noInput,
    run: (context, visitId) => cancelPlanVisitBooking(context, visitId),
    done: () => "Booking cancelled: the visit is due again",
    audit: {
      entity: "plan",
      record: planOfVisit,
      before: recordFields(planVisits, planVisits.id, {
        state: planVisits.state,
        ticketId: planVisits.ticketId,
        serviceVisitId: planVisits.serviceVisitId,
      }),
    },
  }),
  defineWrite({
    intent: "record-plan-visit",
    access: "write:site:any",
    path: "/api/service/plan-visits/:id/done",
    notFound: PLAN_VISIT_NOT_FOUND,
    schema: planVisitReportSchema,
    run: (context, visitId, report) => recordPlanVisitDone(context, visitId, report),
    done: () => "Visit report recorded",
    audit: {
      entity: "plan",
      record: planOfVisit,
      before: recordFields(planVisits, planVisits.id, { state: planVisits.state }),
    },
  }),
];

/**
 * The client's answer to "Choose the site for your maintenance plan" (decision 0190): a plan bought in the shop by
 * a customer with no site or several starts at the site they choose, or at a new site at the address they give.
 */
export const choosePurchaseSiteWrite = defineWrite({
  intent: "choose-plan-site",
  access: "signedIn",
  path: "/api/account/plan-purchases/:id/site",
  notFound: PURCHASE_NOT_FOUND,
  creates: true,
  schema: planPurchaseSiteSchema,
  run: (context, lineId, input) => choosePurchaseSite(context, lineId, input),
  done: attachedMessage,
  audit: { entity: "plan" },
});
