import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { labourClaimRuleIds, type LabourClaimRuleId } from "#app/content/labour-claim-rules.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { equipmentItems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { claimStates, type ClaimState } from "./claim-states.ts";

/**
 * A warranty replacement made on a service ticket and the labour reimbursement claimed for it from the manufacturer
 * (issue 28 §3, decision 0181). Its deadline was computed from the manufacturer's rule (content) when recorded and
 * is stored with the rule's id, so a later change to the rules never moves it; the list of claims due sorts on it.
 */
export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ticketId: uuid()
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    manufacturer: text().notNull(),
    /** The manufacturer's return authorisation; Enphase's rule wants it before the claim is made. */
    rmaNumber: text(),
    replacedOn: date().notNull(),
    /** The labour reimbursement claimed, in cents; null until the office knows it. */
    amountCents: integer(),
    claimDeadline: date().notNull(),
    deadlineRule: text().$type<LabourClaimRuleId>().notNull(),
    state: text().$type<ClaimState>().notNull().default("to_claim"),
    claimedOn: date(),
    paidOn: date(),
    rejectedOn: date(),
    recordedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("warranty_claims_ticket_id_idx").on(table.ticketId, table.createdAt),
    // Claims due: the open ones by deadline.
    index("warranty_claims_state_deadline_idx").on(table.state, table.claimDeadline),
    check("warranty_claims_state_check", sql`${table.state} in (${sqlInList(claimStates)})`),
    check("warranty_claims_deadline_rule_check", sql`${table.deadlineRule} in (${sqlInList(labourClaimRuleIds)})`),
    check("warranty_claims_amount_check", sql`${table.amountCents} is null or ${table.amountCents} >= 0`),
    // Each state's day is there exactly when the claim reached it: claimed (and paid) ones were claimed on a day.
    check(
      "warranty_claims_state_dates_check",
      sql`(${table.state} = 'to_claim') = (${table.claimedOn} is null and ${table.rejectedOn} is null) and (${table.state} = 'paid') = (${table.paidOn} is not null) and (${table.state} = 'rejected') = (${table.rejectedOn} is not null) and (${table.state} not in ('claimed', 'paid') or ${table.claimedOn} is not null)`,
    ),
  ],
);

/**
 * One piece of equipment replaced under a claim: the item (whose serial the replacement changed to the new one in
 * the same transaction) and both serials, so the claim keeps the old one the manufacturer asks for.
 */
export const warrantyClaimItems = pgTable(
  "warranty_claim_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    claimId: uuid()
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    equipmentItemId: uuid().references(() => equipmentItems.id, { onDelete: "set null" }),
    /** The item's make and model when replaced, kept should the item later be removed. */
    description: text().notNull(),
    /** Null when the item had no serial on record. */
    oldSerial: text(),
    newSerial: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    index("warranty_claim_items_claim_id_idx").on(table.claimId, table.position),
    index("warranty_claim_items_equipment_item_id_idx").on(table.equipmentItemId),
  ],
);

export type WarrantyClaimRow = typeof warrantyClaims.$inferSelect;
export type WarrantyClaimItemRow = typeof warrantyClaimItems.$inferSelect;
