import { and, asc, eq, gte, isNull, lte } from "drizzle-orm";
import type { BackgroundJob } from "#server/jobs.ts";
import type { AppServices } from "#server/services.ts";
import { company } from "#app/content/company.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { oneOfRows } from "#app/lib/one-of-rows.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { enqueueMails, renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { createPlanVisitToken, planVisitUrl } from "./plan-visit-link.server.ts";
import { daysAfter } from "./recurrence.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

/** How long before its due day a customer is told a plan visit is due: time to pick a day that suits them. */
export const DUE_NOTICE_DAYS = 21;
const BATCH = 100;

interface DueVisit {
  id: string;
  title: string;
  dueOn: string;
  templateId: string;
  line1: string;
  city: string | null;
  customerId: string;
  email: string;
  name: string | null;
}

function dueMail(visit: DueVisit, link: string): OutgoingMail {
  const planName = planTemplateOf(visit.templateId)?.name ?? visit.templateId;
  const dueOn = formatIsoDate(visit.dueOn);
  const site = [visit.line1, visit.city].filter(Boolean).join(", ");
  return {
    kind: "plan_visit_due",
    to: visit.email,
    customerId: visit.customerId,
    subject: `Your ${visit.title.toLowerCase()} is due on ${dueOn}`,
    ...renderMail({
      heading: visit.name ? `Your visit is due, ${visit.name}` : "Your visit is due",
      paragraphs: [
        `The ${visit.title.toLowerCase()} of your ${planName} at ${site} is due on ${dueOn}.`,
        `Choose a time that suits you from the link below, or call us at ${company.phone.display} and we book it for you.`,
      ],
      action: { label: "Choose a time", url: link },
      details: [
        ["Plan", planName],
        ["Visit", visit.title],
        ["Site", site],
        ["Due", dueOn],
      ],
      footer: { text: `${company.name}. You received this mail because you have a maintenance plan with us.` },
    }),
  };
}

/**
 * Tells customers a plan visit is due, with a link to book it (issue 29 §1, decision 0201): claims, a batch at a
 * time with FOR UPDATE SKIP LOCKED, the due visits of active plans due within DUE_NOTICE_DAYS and not mailed yet,
 * stamps them and queues their mails in the same transaction, so each visit is mailed once however many instances
 * run this. A visit whose booking is cancelled is due again, still stamped: not mailed again. Returns how many mails
 * it queued.
 */
export async function queueDueVisitReminders(services: AppServices, today = officeToday(), now = new Date()) {
  let queued = 0;
  for (;;) {
    const claimed = await services.db.transaction(async (tx) => {
      const visits = await tx
        .select({
          id: planVisits.id,
          title: planVisits.title,
          dueOn: planVisits.dueOn,
          templateId: sitePlans.templateId,
          line1: sites.line1,
          city: sites.city,
          customerId: customers.id,
          email: customers.email,
          name: customers.name,
        })
        .from(planVisits)
        .innerJoin(sitePlans, eq(sitePlans.id, planVisits.planId))
        .innerJoin(sites, eq(sites.id, sitePlans.siteId))
        .innerJoin(customers, eq(customers.id, sites.customerId))
        .where(
          and(
            eq(planVisits.state, "due"),
            isNull(planVisits.dueRemindedAt),
            eq(sitePlans.state, "active"),
            gte(planVisits.dueOn, today),
            lte(planVisits.dueOn, daysAfter(today, DUE_NOTICE_DAYS)),
          ),
        )
        .orderBy(asc(planVisits.dueOn), asc(planVisits.id))
        .limit(BATCH)
        .for("update", { of: planVisits, skipLocked: true });
      if (visits.length === 0) return 0;
      await tx.update(planVisits).set({ dueRemindedAt: now, updatedAt: now }).where(oneOfRows(planVisits.id, visits));
      await enqueueMails(
        tx,
        visits.map((visit) =>
          dueMail(
            visit,
            planVisitUrl(services.config.SITE_URL, createPlanVisitToken(services.secret, visit.id, visit.dueOn)),
          ),
        ),
      );
      return visits.length;
    });
    queued += claimed;
    if (claimed < BATCH) break;
  }
  if (queued > 0) services.mailWorker.wake();
  return queued;
}

export const planVisitDueRemindersJob: BackgroundJob = {
  name: "plan-visit-due-reminders",
  intervalMs: 60 * 60_000,
  run: async (services) => {
    await queueDueVisitReminders(services);
  },
};
