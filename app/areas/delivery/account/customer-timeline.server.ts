import { and, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "#server/db/client.ts";
import { auditEvents } from "#server/audit/tables.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { appointments } from "#app/areas/delivery/booking/tables.server.ts";
import {
  projectDocuments,
  projectMessages,
  projects,
  projectUpdates,
} from "#app/areas/delivery/portal/tables.server.ts";
import { leadActivities, leads } from "#app/areas/sales/tables.server.ts";
import { mailOutbox, newsletterSubscribers } from "#app/areas/messaging/tables.server.ts";
import { orders } from "#app/areas/commerce/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { referralRewards } from "#app/areas/delivery/referrals/tables.server.ts";
import type { CustomerViewer } from "./customer-viewer.server.ts";
import { timelineItemOf, type TimelineRow } from "./timeline-items.ts";

/** A customer's timeline is read this many entries a page. */
export const TIMELINE_PAGE_SIZE = 20;

const actors = alias(users, "actors");
/** An alias in a FROM of raw SQL: drizzle writes an aliased table by its alias alone. */
const aliased = (table: SQL, name: string) => sql`${table} as ${sql.identifier(name)}`;
const actorsTable = aliased(sql`${users}`, "actors");
const EXCERPT = 140;

/**
 * One branch of the timeline: when, what kind, a key that orders entries of one instant, the lead it is about, who
 * did it and what it records. Every branch selects these six, in this order, so they stack in one UNION ALL.
 */
function branch(at: SQL, kind: SQL, key: SQL, leadId: SQL, by: SQL, data: SQL, from: SQL, where: SQL | undefined) {
  return sql`select ${at} as at, ${kind} as kind, ${key} as key, ${leadId} as lead_id, ${by} as by, ${data} as data from ${from} where ${where ?? sql`true`}`;
}

const noLead = sql`null::uuid`;
const nobody = sql`null::text`;

/**
 * Every branch the viewer may read, for one customer: what staff did on their leads and on them (the lead scope
 * decides which leads), each lead's arrival, the site's mails to them, and, for a role that reads each kind, their
 * bookings, orders, subscriptions, portal activity (projects, messages, documents, updates), merges and referral
 * rewards. A kind the role does not read is left out of the query, not filtered after it.
 */
function branches(customerId: string, viewer: CustomerViewer): SQL[] {
  const ofCustomer = (column: AnyColumn) => sql`${column} = ${customerId}`;
  const money = viewer.reads("money");
  const list: SQL[] = [
    branch(
      sql`${leadActivities.createdAt}`,
      sql`${leadActivities.kind}::text`,
      sql`'activity:' || ${leadActivities.id}`,
      sql`${leadActivities.leadId}`,
      fullName(actors),
      sql`${leadActivities.detail} || jsonb_build_object('reference', ${leads.reference})`,
      sql`${leadActivities} left join ${leads} on ${leads.id} = ${leadActivities.leadId} left join ${actorsTable} on ${actors.id} = ${leadActivities.actorId}`,
      or(ofCustomer(leadActivities.customerId), and(ofCustomer(leads.customerId), viewer.leads)),
    ),
    branch(
      sql`${leads.createdAt}`,
      sql`'lead_received'`,
      sql`'lead:' || ${leads.id}`,
      sql`${leads.id}`,
      nobody,
      sql`jsonb_build_object('reference', ${leads.reference}, 'source', ${leads.source}, 'serviceNeeded', ${leads.serviceNeeded})`,
      sql`${leads}`,
      and(ofCustomer(leads.customerId), viewer.leads),
    ),
    branch(
      sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`,
      sql`'mail_' || ${mailOutbox.status}`,
      sql`'mail:' || ${mailOutbox.id}`,
      noLead,
      nobody,
      sql`jsonb_build_object('subject', ${mailOutbox.subject})`,
      sql`${mailOutbox}`,
      ofCustomer(mailOutbox.customerId),
    ),
    branch(
      sql`${customers.createdAt}`,
      sql`'customer_created'`,
      sql`'customer:' || ${customers.id}`,
      noLead,
      nobody,
      sql`'{}'::jsonb`,
      sql`${customers}`,
      sql`${customers.id} = ${customerId}`,
    ),
  ];
  if (viewer.reads("appointment")) {
    list.push(
      branch(
        sql`${appointments.createdAt}`,
        sql`'appointment_booked'`,
        sql`'appointment:' || ${appointments.id}`,
        noLead,
        nobody,
        sql`jsonb_build_object('reference', ${appointments.reference}, 'type', ${appointments.type}, 'startsAt', ${appointments.startsAt})`,
        sql`${appointments}`,
        // A booking a lead's timeline holds already is that entry.
        sql`${appointments.customerId} = ${customerId} and not exists (select 1 from ${leadActivities} where ${leadActivities.kind} = 'appointment_booked' and ${leadActivities.detail} ->> 'appointmentId' = ${appointments.id}::text)`,
      ),
    );
  }
  if (viewer.reads("order")) {
    list.push(
      branch(
        sql`${orders.createdAt}`,
        sql`'order_placed'`,
        sql`'order:' || ${orders.id}`,
        noLead,
        nobody,
        money
          ? sql`jsonb_build_object('orderNumber', ${orders.orderNumber}, 'totalCents', ${orders.totalCents})`
          : sql`jsonb_build_object('orderNumber', ${orders.orderNumber})`,
        sql`${orders}`,
        ofCustomer(orders.customerId),
      ),
    );
  }
  if (viewer.reads("subscriber")) {
    list.push(
      branch(
        sql`${newsletterSubscribers.createdAt}`,
        sql`'subscribed'`,
        sql`'subscribed:' || ${newsletterSubscribers.id}`,
        noLead,
        nobody,
        sql`jsonb_build_object('email', ${newsletterSubscribers.email})`,
        sql`${newsletterSubscribers}`,
        ofCustomer(newsletterSubscribers.customerId),
      ),
      branch(
        sql`${newsletterSubscribers.unsubscribedAt}`,
        sql`'unsubscribed'`,
        sql`'unsubscribed:' || ${newsletterSubscribers.id}`,
        noLead,
        nobody,
        sql`jsonb_build_object('email', ${newsletterSubscribers.email})`,
        sql`${newsletterSubscribers}`,
        sql`${newsletterSubscribers.customerId} = ${customerId} and ${newsletterSubscribers.unsubscribedAt} is not null`,
      ),
    );
  }
  if (viewer.reads("project")) list.push(...portalBranches(customerId));
  if (viewer.reads("customer")) list.push(mergeBranch(customerId));
  list.push(...referralBranches(customerId, money));
  return list;
}

/** The customer's projects: a project's client is an account, and the account is the customer. */
const theirProjects = (customerId: string) =>
  sql`${projects} join ${users} on ${users.id} = ${projects.clientId} and ${users.customerId} = ${customerId}`;

/** What happened in the client portal: projects opened, messages, documents and updates, either side's. */
function portalBranches(customerId: string): SQL[] {
  const title = sql`'title', ${projects.title}`;
  return [
    branch(
      sql`${projects.createdAt}`,
      sql`'project_created'`,
      sql`'project:' || ${projects.id}`,
      sql`${projects.leadId}`,
      nobody,
      sql`jsonb_build_object(${title})`,
      theirProjects(customerId),
      undefined,
    ),
    branch(
      sql`${projectMessages.createdAt}`,
      sql`'portal_message'`,
      sql`'message:' || ${projectMessages.id}`,
      noLead,
      fullName(actors),
      sql`jsonb_build_object(${title}, 'side', ${projectMessages.authorSide}, 'excerpt', left(${projectMessages.body}, ${EXCERPT}))`,
      sql`${theirProjects(customerId)} join ${projectMessages} on ${projectMessages.projectId} = ${projects.id} left join ${actorsTable} on ${actors.id} = ${projectMessages.authorId}`,
      undefined,
    ),
    branch(
      sql`${projectDocuments.createdAt}`,
      sql`'document_uploaded'`,
      sql`'document:' || ${projectDocuments.id}`,
      noLead,
      fullName(actors),
      sql`jsonb_build_object(${title}, 'side', ${projectDocuments.uploadedBySide}, 'name', ${projectDocuments.name})`,
      sql`${theirProjects(customerId)} join ${projectDocuments} on ${projectDocuments.projectId} = ${projects.id} left join ${actorsTable} on ${actors.id} = ${projectDocuments.uploadedById}`,
      undefined,
    ),
    branch(
      sql`${projectUpdates.createdAt}`,
      sql`'project_update'`,
      sql`'update:' || ${projectUpdates.id}`,
      noLead,
      fullName(actors),
      sql`jsonb_build_object(${title}, 'excerpt', left(${projectUpdates.body}, ${EXCERPT}))`,
      sql`${theirProjects(customerId)} join ${projectUpdates} on ${projectUpdates.projectId} = ${projects.id} left join ${actorsTable} on ${actors.id} = ${projectUpdates.authorId}`,
      undefined,
    ),
  ];
}

/**
 * Merges into this customer, from the audit trail's row of each (decision 0144): the ones into it and into customers
 * merged into it since, whose records it holds now.
 */
function mergeBranch(customerId: string): SQL {
  const merged = alias(customers, "merged");
  return branch(
    sql`${auditEvents.occurredAt}`,
    sql`'customer_merged'`,
    sql`'audit:' || ${auditEvents.id}`,
    noLead,
    fullName(actors),
    sql`jsonb_build_object('mergedName', coalesce(${merged.name}, ${merged.email}))`,
    sql`${auditEvents} left join ${actorsTable} on ${actors.id} = ${auditEvents.actorId} left join ${aliased(sql`${customers}`, "merged")} on ${merged.id}::text = ${auditEvents.after} ->> 'mergedId'`,
    sql`${auditEvents.action} = 'customer.merge' and ${auditEvents.entity} = 'customer' and ${auditEvents.entityId} in (select ${customers.id}::text from ${customers} where ${customers.id} = ${customerId} or ${customers.mergedIntoId} = ${customerId})`,
  );
}

/** Referral rewards this customer earned (as the referrer): when each became due and when it was paid. */
function referralBranches(customerId: string, money: boolean): SQL[] {
  const referred = alias(customers, "referred");
  const data = money
    ? sql`jsonb_build_object('referredName', coalesce(${referred.name}, ${referred.email}), 'amountCents', ${referralRewards.amountCents})`
    : sql`jsonb_build_object('referredName', coalesce(${referred.name}, ${referred.email}))`;
  const from = sql`${referralRewards} join ${aliased(sql`${customers}`, "referred")} on ${referred.id} = ${referralRewards.referredId} left join ${actorsTable} on ${actors.id} = ${referralRewards.paidById}`;
  return [
    branch(
      sql`${referralRewards.dueAt}`,
      sql`'referral_due'`,
      sql`'reward-due:' || ${referralRewards.id}`,
      noLead,
      nobody,
      data,
      from,
      sql`${referralRewards.referrerId} = ${customerId}`,
    ),
    branch(
      sql`${referralRewards.paidAt}`,
      sql`'referral_paid'`,
      sql`'reward-paid:' || ${referralRewards.id}`,
      noLead,
      fullName(actors),
      data,
      from,
      sql`${referralRewards.referrerId} = ${customerId} and ${referralRewards.paidAt} is not null`,
    ),
  ];
}

/**
 * One page of everything that happened with a customer, newest first (decision 0144): one UNION ALL query over
 * every area's records, ordered by time and then by a stable key so a page boundary never repeats or skips an entry,
 * with its LIMIT and OFFSET and the whole count beside each row.
 */
export async function customerTimeline(db: Database, customerId: string, viewer: CustomerViewer, page: number) {
  const union = sql.join(
    branches(customerId, viewer).map((part) => sql`(${part})`),
    sql` union all `,
  );
  const offset = (page - 1) * TIMELINE_PAGE_SIZE;
  const rows = await queryRows<TimelineRow & { total: number }>(
    db,
    sql`select entries.*, count(*) over ()::int as total from (${union}) as entries order by entries.at desc, entries.key desc limit ${TIMELINE_PAGE_SIZE} offset ${offset}`,
  );
  // Past the last page no row carries the count (an edited link's page): count alone.
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : (await queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${union}) as entries`))[0]!
          .total);
  return { items: rows.map(timelineItemOf), page, pageSize: TIMELINE_PAGE_SIZE, total };
}

export type CustomerTimelinePage = Awaited<ReturnType<typeof customerTimeline>>;
