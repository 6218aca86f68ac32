import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import type { CalculatorSnapshot } from "./calculator-snapshot-schema.ts";
import { leadSources, type LeadSource } from "./lead-sources.ts";
import { utilityIds, type UtilityId } from "#app/content/utility-tariffs.ts";
import { ownershipValues, waitingOnValues, type Ownership, type WaitingOn } from "./deal-fields.ts";
import type { SpamSignal } from "./submission-schema.ts";

export { leadSources, type LeadSource } from "./lead-sources.ts";

/**
 * Every lead the site collects: consultation requests (the modal and the
 * /request-service page) and contact messages. Field names are SPEC §3's.
 * A contact message carries only name, e-mail, optional phone and `message`:
 * its property and service fields stay null rather than inventing answers;
 * the check constraint keeps the consultation forms' required fields required.
 * A `booking` lead is made by an appointment booking (delivery/booking): name, e-mail, phone and,
 * for a site visit, the address; the appointment itself is on the lead's timeline. An `import` lead (a CSV row staff
 * imported) needs only the name and e-mail every lead has: another CRM's export holds what it holds.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Short, unambiguous reference shown to the customer, e.g. SR-7K3Q9P. */
    reference: text().notNull(),
    source: text().$type<LeadSource>().notNull(),
    /** Pipeline state; the back office adds the states after 'new'. */
    status: text().notNull().default("new"),
    /** The decision: the honeypot on arrival (then never mailed), or staff marking it later. */
    isSpam: boolean().notNull().default(false),
    /** What the submission showed that bots show (submission-schema.ts); any without a decision is "possible spam". */
    spamSignals: text()
      .array()
      .$type<SpamSignal[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When staff last marked the lead spam or not spam; the timeline says who. */
    spamReviewedAt: timestamp({ withTimezone: true }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    pageUrl: text(),
    /** HMAC-SHA256 of the client IP under the app secret: enough to spot repeats, not to recover the address. */
    ipHash: text(),
    userAgent: text(),
    idempotencyKey: text(),

    customerName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    address: text(),
    /** The person this concerns (features/customers); the name, e-mail and phone above stay as submitted. */
    customerId: uuid().references(() => customers.id),
    propertyType: text(),
    serviceNeeded: text(),
    currentElectricBill: text(),
    roofType: text(),
    roofAge: text(),
    systemSizePreference: text(),
    additionalNotes: text(),
    shadingIssues: text(),
    timeline: text(),
    subscribeToNewsletter: boolean().notNull().default(false),

    landSizeAcres: numeric({ precision: 12, scale: 2, mode: "number" }),
    primaryCrop: text(),
    irrigationSystem: text(),
    numberOfBarns: integer(),
    livestockOperations: text(),
    agriculturalEnergyUsage: text(),

    numberOfBoatSlips: integer(),
    dockLength: numeric({ precision: 12, scale: 2, mode: "number" }),
    hasFuelStation: text(),
    storageType: text(),
    hasWaterPumping: text(),
    marinaEnergyUsage: text(),

    /** Equipment the lead is known to want: what an order for installation bought (null when nobody said). */
    systemSizeKw: numeric({ precision: 8, scale: 2, mode: "number" }),
    batteryKwh: numeric({ precision: 8, scale: 2, mode: "number" }),

    /** The deal (docs/decisions/0138): what it is worth in cents, when it should close, whom it waits on. */
    amountCents: integer(),
    expectedCloseOn: date({ mode: "string" }),
    waitingOn: text().$type<WaitingOn>(),
    /** The customer's utility, when they named one (a calculator's input at intake, or staff); null when unknown. */
    utility: text().$type<UtilityId>(),
    /** Whether the customer owns the property, as staff heard it; null when nobody asked. */
    ownership: text().$type<Ownership>(),
    /**
     * The scores (sales/lead-scores, decision 0143), written by every write that changes what they read, never on a
     * list's read; null until first scored (the scoring job fills them). Fit: 0 to 100 from what the customer told
     * us, with the reasons a card shows. Engagement: 0 to 100 from what they did, as it stood at
     * `engagementScoredAt`; the job recomputes it daily as it fades over 30 days.
     */
    fitScore: integer(),
    fitReasons: text(),
    engagementScore: integer(),
    engagementScoredAt: timestamp({ withTimezone: true }),
    /** When the lead last became won; cleared when it leaves won (the status write sets it). */
    wonAt: timestamp({ withTimezone: true }),

    /** The contact form's message. */
    message: text(),
    /** The ROI or savings calculator's inputs and headline results, when the request came from "Get an exact quote". */
    calculatorSnapshot: jsonb().$type<CalculatorSnapshot>(),

    /**
     * When its timeline last had an entry; null until the first. The board's cards are the most recently active
     * first, by this or else the arrival: a trigger on lead_activities keeps it (decision 0146).
     */
    lastActivityAt: timestamp({ withTimezone: true }),
    /**
     * When the lead first entered each of the funnel's stages after arrival, by its stage history; null while it has
     * not. A trigger on lead_stage_history keeps them, so the analytics funnel reads the leads alone (decision 0219).
     */
    reachedContactedAt: timestamp({ withTimezone: true }),
    reachedSiteVisitScheduledAt: timestamp({ withTimezone: true }),
    reachedProposalSentAt: timestamp({ withTimezone: true }),
    reachedWonAt: timestamp({ withTimezone: true }),

    /** The back office's pipeline: who works the lead, why it was lost, and when it was first contacted. */
    assigneeId: uuid().references(() => users.id, { onDelete: "set null" }),
    lostReason: text(),
    firstContactedAt: timestamp({ withTimezone: true }),
    /**
     * What the back office's search box matches: name, e-mail, reference and phone (also as
     * bare digits), lower-cased, one per line so a search never spans two fields.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${leads.customerName} || chr(10) || ${leads.email} || chr(10) || ${leads.reference} || chr(10) || coalesce(${leads.phone}, '') || chr(10) || regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g'))`,
      ),
  },
  (table) => [
    uniqueIndex("leads_reference_idx").on(table.reference),
    uniqueIndex("leads_idempotency_key_idx").on(table.idempotencyKey),
    index("leads_created_at_idx").on(table.createdAt),
    index("leads_status_idx").on(table.status),
    index("leads_email_idx").on(sql`lower(${table.email})`),
    index("leads_source_idx").on(table.source),
    // The inbox sorted by name: read in order, no per-row lower() and sort.
    index("leads_customer_name_idx").on(sql`lower(${table.customerName})`, table.id),
    index("leads_assignee_id_idx").on(table.assigneeId),
    index("leads_customer_id_idx").on(table.customerId),
    // The board's columns: each one's first cards, most recently active first, read in order (decision 0146). The
    // columns' counts and totals read leads_board_totals_idx, a covering index written in the migration.
    index("leads_board_idx")
      .on(table.status, sql`coalesce(${table.lastActivityAt}, ${table.createdAt}) desc`, sql`${table.id} desc`)
      .where(sql`not ${table.isSpam}`),
    // The response promise's queue: uncontacted leads by age, a sliver of the table.
    index("leads_awaiting_contact_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'new' and ${table.firstContactedAt} is null and not ${table.isSpam}`),
    // The scoring job's queues: leads never scored, and engagement still fading (a sliver each).
    index("leads_unscored_idx")
      .on(table.createdAt)
      .where(sql`${table.fitScore} is null or ${table.engagementScoredAt} is null`),
    index("leads_engagement_fading_idx")
      .on(table.engagementScoredAt)
      .where(sql`${table.engagementScore} > 0`),
    // "Possible spam": signals without a decision, a sliver of the table, counted on every back-office page.
    index("leads_possible_spam_idx")
      .on(table.createdAt)
      .where(sql`cardinality(${table.spamSignals}) > 0 and not ${table.isSpam} and ${table.spamReviewedAt} is null`),
    check(
      "leads_status_check",
      sql`${table.status} in ('new', 'contacted', 'site_visit_scheduled', 'proposal_sent', 'won', 'lost')`,
    ),
    check("leads_lost_reason_check", sql`${table.status} <> 'lost' or ${table.lostReason} is not null`),
    check("leads_amount_cents_check", sql`${table.amountCents} >= 0`),
    check("leads_ownership_check", sql`${table.ownership} in (${sqlInList(ownershipValues)})`),
    check("leads_fit_score_check", sql`${table.fitScore} between 0 and 100`),
    check("leads_engagement_score_check", sql`${table.engagementScore} between 0 and 100`),
    check("leads_waiting_on_check", sql`${table.waitingOn} in (${sqlInList(waitingOnValues)})`),
    check("leads_utility_check", sql`${table.utility} in (${sqlInList(utilityIds)})`),
    check("leads_source_check", sql`${table.source} in (${sqlInList(leadSources)})`),
    check(
      "leads_required_fields_check",
      sql`case when ${table.source} = 'contact_form' then ${table.message} is not null when ${table.source} = 'shop_order' then ${table.phone} is not null and ${table.address} is not null and ${table.serviceNeeded} is not null when ${table.source} = 'booking' then ${table.phone} is not null when ${table.source} = 'import' then true else ${table.phone} is not null and ${table.address} is not null and ${table.propertyType} is not null and ${table.serviceNeeded} is not null end`,
    ),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
