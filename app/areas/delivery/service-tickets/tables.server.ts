import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ticketPriorities, ticketTypes, type TicketPriority, type TicketType } from "#app/content/service-targets.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { installedSystems, sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { ticketStatuses, type TicketStatus } from "./ticket-statuses.ts";
import type { ActorKind, SlaBadge, TargetState } from "./sla-clock.ts";

/** Where a ticket came from: the client's portal, staff (a call, a repair lead, a customer page) or a monitoring check. */
export const ticketOrigins = ["portal", "staff", "monitoring"] as const;
export type TicketOrigin = (typeof ticketOrigins)[number];

const actorKinds = ["staff", "customer", "system"] as const satisfies readonly ActorKind[];
const targetStates = ["running", "paused", "met", "breached", "ended"] as const satisfies readonly TargetState[];
const slaBadges = ["onTime", "dueSoon", "breached"] as const satisfies readonly SlaBadge[];

/**
 * A service request on a site (and, when known, one of its systems): a repair, an emergency, an inspection, an
 * orphaned-system rescue, a warranty job. Its SLA columns are what the clock (sla-clock.ts) said at its last change,
 * stored so lists filter and sort by them; a due time that passes with no change reads as breached from the stored
 * time (decision 0154). The customer is the site's, copied so a client's tickets are one indexed condition.
 */
export const serviceTickets = pgTable(
  "service_tickets",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Shown to the customer and said on the phone, e.g. ST-7K3Q9P. */
    reference: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    siteId: uuid()
      .notNull()
      .references(() => sites.id),
    systemId: uuid().references(() => installedSystems.id, { onDelete: "set null" }),
    type: text().$type<TicketType>().notNull(),
    priority: text().$type<TicketPriority>().notNull(),
    status: text().$type<TicketStatus>().notNull().default("new"),
    description: text().notNull(),
    origin: text().$type<TicketOrigin>().notNull(),
    /** Who opened it: the client in the portal or the staff member; null for a monitoring check. */
    openedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The repair request this ticket was opened from, if any. */
    leadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    /** The technician responsible: what a technician's view of tickets is scoped to. */
    technicianId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Null while the target waits on the customer or parts with time left: the due time moves when the wait ends. */
    responseDueAt: timestamp({ withTimezone: true }),
    resolutionDueAt: timestamp({ withTimezone: true }),
    respondedAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
    responseState: text().$type<TargetState>().notNull().default("running"),
    resolutionState: text().$type<TargetState>().notNull().default("running"),
    /**
     * The clock's badge at the last change. Exact for as long as the ticket waits (no target runs then, so its time
     * left stands still); for a running ticket the badge is read again from the due times (sla-badge.ts).
     */
    slaBadge: text().$type<SlaBadge>().notNull().default("onTime"),
    /** When its next unmet target falls due: what the office's worklist sorts by. Null when finished or waiting. */
    nextDueAt: timestamp({ withTimezone: true }),
    resolutionNotes: text(),
    /** The customer's sign-off on completion: the name they typed and when. */
    signedOffBy: text(),
    signedOffAt: timestamp({ withTimezone: true }),
    /** A client's retried "Request service" returns the ticket it made (with the request's fingerprint). */
    idempotencyKey: text(),
    requestFingerprint: text(),
  },
  (table) => [
    uniqueIndex("service_tickets_reference_idx").on(table.reference),
    uniqueIndex("service_tickets_idempotency_key_idx").on(table.idempotencyKey),
    index("service_tickets_customer_id_idx").on(table.customerId, table.createdAt),
    index("service_tickets_site_id_idx").on(table.siteId, table.createdAt),
    index("service_tickets_system_id_idx").on(table.systemId),
    index("service_tickets_technician_id_idx").on(table.technicianId, table.status),
    index("service_tickets_status_idx").on(table.status, table.createdAt),
    // The list's "newest/oldest first" order, read in order instead of sorting every ticket.
    index("service_tickets_opened_idx").on(table.createdAt, table.id),
    // The list's search finds a reference from any part of it (ticket-list.server.ts).
    index("service_tickets_reference_trgm_idx").using("gin", table.reference.op("gin_trgm_ops")),
    // The office's worklist: open tickets by how soon they are due.
    index("service_tickets_open_due_idx")
      .on(table.resolutionDueAt)
      .where(sql`${table.status} not in ('resolved', 'closed')`),
    // The list's default order, most urgent first (ticket-list.server.ts): the same expression, then the id.
    index("service_tickets_urgency_idx").on(sql`coalesce(${table.nextDueAt}, 'infinity'::timestamptz)`, table.id),
    // A technician's open tickets in that order (their own list, the office's technician filter): without it a
    // technician with few open tickets has the whole urgency index read to find them.
    index("service_tickets_technician_open_idx")
      .on(table.technicianId, sql`coalesce(${table.nextDueAt}, 'infinity'::timestamptz)`, table.id)
      .where(sql`${table.status} not in ('resolved', 'closed')`),
    check("service_tickets_type_check", sql`${table.type} in (${sqlInList(ticketTypes)})`),
    check("service_tickets_priority_check", sql`${table.priority} in (${sqlInList(ticketPriorities)})`),
    check("service_tickets_status_check", sql`${table.status} in (${sqlInList(ticketStatuses)})`),
    check("service_tickets_origin_check", sql`${table.origin} in (${sqlInList(ticketOrigins)})`),
    check("service_tickets_response_state_check", sql`${table.responseState} in (${sqlInList(targetStates)})`),
    check("service_tickets_resolution_state_check", sql`${table.resolutionState} in (${sqlInList(targetStates)})`),
    check("service_tickets_sla_badge_check", sql`${table.slaBadge} in (${sqlInList(slaBadges)})`),
    check("service_tickets_sign_off_check", sql`(${table.signedOffBy} is null) = (${table.signedOffAt} is null)`),
  ],
);

/** What a ticket's history holds: status changes and contacts feed the SLA clock; notes and the rest are its log. */
export const ticketEventKinds = ["status", "contact", "note", "assignment", "visit", "part", "photo"] as const;
export type TicketEventKind = (typeof ticketEventKinds)[number];

/**
 * A ticket's history, in order: every status change with who and when, the contacts that answer the response
 * target, notes, assignments, visits, parts and photos. Never updated or deleted; the SLA clock is replayed from it.
 */
export const ticketEvents = pgTable(
  "ticket_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order events were written in: several written at one instant (a contact and a status) keep theirs. */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    ticketId: uuid()
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    kind: text().$type<TicketEventKind>().notNull(),
    /** The status it changed to (kind `status`). */
    status: text().$type<TicketStatus>(),
    actorKind: text().$type<ActorKind>().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    note: text(),
  },
  (table) => [
    index("ticket_events_ticket_id_idx").on(table.ticketId, table.at, table.seq),
    check("ticket_events_kind_check", sql`${table.kind} in (${sqlInList(ticketEventKinds)})`),
    check("ticket_events_actor_kind_check", sql`${table.actorKind} in (${sqlInList(actorKinds)})`),
    check(
      "ticket_events_status_check",
      sql`(${table.kind} = 'status') = (${table.status} is not null) and (${table.status} is null or ${table.status} in (${sqlInList(ticketStatuses)}))`,
    ),
  ],
);

/**
 * A photo of a ticket's problem or work (a client's when asking, a technician's on site): its bytes are stored in
 * `project_document_chunks` under the photo's id, as the portal's and the library's files are (decisions 0065,
 * 0155), written before this row; the type is sniffed from the bytes, never taken from the browser.
 */
export const ticketPhotos = pgTable(
  "ticket_photos",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ticketId: uuid()
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    uploadedById: uuid().references(() => users.id, { onDelete: "set null" }),
    uploadedByKind: text().$type<ActorKind>().notNull(),
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Of the bytes as received, in hex. */
    sha256: text().notNull(),
  },
  (table) => [
    index("ticket_photos_ticket_id_idx").on(table.ticketId, table.createdAt),
    check("ticket_photos_uploaded_by_kind_check", sql`${table.uploadedByKind} in (${sqlInList(actorKinds)})`),
  ],
);

export type ServiceTicketRow = typeof serviceTickets.$inferSelect;
export type TicketEventRow = typeof ticketEvents.$inferSelect;
export type TicketPhotoRow = typeof ticketPhotos.$inferSelect;
