import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
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
import { daysAfter } from "./recurrence.ts";
import { sitePlans } from "./tables.server.ts";

/** How long before a term ends its customer is reminded: time to decide and pay before the next visit is due. */
export const RENEWAL_NOTICE_DAYS = 30;
const BATCH = 100;

interface EndingTerm {
  templateId: string;
  endsOn: string;
  line1: string;
  city: string | null;
  customerId: string;
  email: string;
  name: string | null;
}

function renewalMail(term: EndingTerm, dashboardUrl: string): OutgoingMail {
  const planName = planTemplateOf(term.templateId)?.name ?? term.templateId;
  const endsOn = formatIsoDate(term.endsOn);
  const site = [term.line1, term.city].filter(Boolean).join(", ");
  return {
    kind: "plan_renewal_reminder",
    to: term.email,
    customerId: term.customerId,
    subject: `Your ${planName} ends on ${endsOn}`,
    ...renderMail({
      heading: term.name ? `Your maintenance plan ends soon, ${term.name}` : "Your maintenance plan ends soon",
      paragraphs: [
        `Your ${planName} at ${site} covers its visits until ${endsOn}.`,
        `To keep them coming, renew it: call us at ${company.phone.display} or reply to this mail, and we renew it from the day after it ends.`,
      ],
      action: { label: "See your plan", url: dashboardUrl },
      details: [
        ["Plan", planName],
        ["Site", site],
        ["Covered until", endsOn],
      ],
      footer: { text: `${company.name}. You received this mail because you have a maintenance plan with us.` },
    }),
  };
}

/**
 * Reminds customers that their plan's term ends (issue 29 §1, decision 0192): claims, a batch at a time with FOR
 * UPDATE SKIP LOCKED, the active terms ending within RENEWAL_NOTICE_DAYS that are not renewed and not reminded yet,
 * marks them reminded and queues their mails in the same transaction, so each term is reminded once however many
 * instances run this. Returns how many mails it queued.
 */
export async function queueRenewalReminders(services: AppServices, today = officeToday(), now = new Date()) {
  const dashboardUrl = new URL("/dashboard", services.config.SITE_URL).toString();
  let queued = 0;
  for (;;) {
    const claimed = await services.db.transaction(async (tx) => {
      const terms = await tx
        .select({
          id: sitePlans.id,
          templateId: sitePlans.templateId,
          endsOn: sitePlans.endsOn,
          line1: sites.line1,
          city: sites.city,
          customerId: customers.id,
          email: customers.email,
          name: customers.name,
        })
        .from(sitePlans)
        .innerJoin(sites, eq(sites.id, sitePlans.siteId))
        .innerJoin(customers, eq(customers.id, sites.customerId))
        .where(
          and(
            eq(sitePlans.state, "active"),
            isNull(sitePlans.renewalRemindedAt),
            gte(sitePlans.endsOn, today),
            lte(sitePlans.endsOn, daysAfter(today, RENEWAL_NOTICE_DAYS)),
            sql`not exists (select 1 from ${sitePlans} as renewal where renewal.renews_plan_id = ${sitePlans.id})`,
          ),
        )
        .orderBy(asc(sitePlans.endsOn), asc(sitePlans.id))
        .limit(BATCH)
        .for("update", { of: sitePlans, skipLocked: true });
      if (terms.length === 0) return 0;
      await tx.update(sitePlans).set({ renewalRemindedAt: now, updatedAt: now }).where(oneOfRows(sitePlans.id, terms));
      await enqueueMails(
        tx,
        terms.map((term) => renewalMail(term, dashboardUrl)),
      );
      return terms.length;
    });
    queued += claimed;
    if (claimed < BATCH) break;
  }
  if (queued > 0) services.mailWorker.wake();
  return queued;
}

export const planRenewalRemindersJob: BackgroundJob = {
  name: "plan-renewal-reminders",
  intervalMs: 6 * 60 * 60_000,
  run: async (services) => {
    await queueRenewalReminders(services);
  },
};
