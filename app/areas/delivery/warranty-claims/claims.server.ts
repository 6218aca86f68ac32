import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import { claimDeadline, labourClaimRuleFor, labourClaimRules } from "#app/content/labour-claim-rules.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import type { Database } from "#server/db/client.ts";
import { conflict, invalid } from "#server/domain-errors.ts";
import { equipmentItems, installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { appendTicketEvents } from "#app/areas/delivery/service-tickets/index.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { claimStateChangeAllowed, claimStateLabels, stateDateField } from "./claim-states.ts";
import type { ClaimInput, ClaimUpdate } from "./claim-schemas.ts";
import { claimOverdue } from "./claim-overdue.server.ts";
import { ticketNotFound } from "#app/areas/delivery/service-tickets/index.server.ts";
import { claimNotFound } from "./claim-not-found.server.ts";
import { warrantyClaimItems, warrantyClaims } from "./tables.server.ts";

const NOT_AT_SITE = "This equipment is not at the ticket's site";
const LISTED_TWICE = "This equipment is listed twice";

/**
 * Staff record a warranty replacement on a ticket and the labour claim it brings (issue 28 §3): the replaced items'
 * serials on record become the new ones, the old ones kept in the claim; the deadline follows the manufacturer's
 * rule (content); the ticket's history gets a note. One transaction (the write's).
 */
export async function recordClaim(
  { services, user }: Pick<WriteContext, "services" | "user">,
  ticketId: string,
  input: ClaimInput,
) {
  const { db } = services;
  const now = new Date();
  const [ticket] = await db
    .select({ id: serviceTickets.id, siteId: serviceTickets.siteId })
    .from(serviceTickets)
    .where(eq(serviceTickets.id, ticketId));
  if (!ticket) throw ticketNotFound();

  const ids = input.items.map((item) => item.equipmentItemId);
  const duplicates = Object.fromEntries(
    ids.flatMap((id, index) => (ids.indexOf(id) !== index ? [[`items.${index}.equipmentItemId`, LISTED_TWICE]] : [])),
  );
  if (Object.keys(duplicates).length > 0) throw invalid(LISTED_TWICE, duplicates);
  // Locked, so a serial changed by another write meanwhile is the one this claim keeps as the old one.
  const found = await db
    .select({
      id: equipmentItems.id,
      make: equipmentItems.make,
      model: equipmentItems.model,
      serial: equipmentItems.serial,
    })
    .from(equipmentItems)
    .innerJoin(installedSystems, eq(installedSystems.id, equipmentItems.systemId))
    .where(and(inArray(equipmentItems.id, ids), eq(installedSystems.siteId, ticket.siteId)))
    .for("update", { of: equipmentItems });
  const byId = new Map(found.map((item) => [item.id, item]));
  const missing = Object.fromEntries(
    ids.flatMap((id, index) => (byId.has(id) ? [] : [[`items.${index}.equipmentItemId`, NOT_AT_SITE]])),
  );
  if (Object.keys(missing).length > 0) throw invalid(NOT_AT_SITE, missing);

  const rule = labourClaimRuleFor(input.manufacturer);
  const deadline = claimDeadline(input.replacedOn, rule.claimWithinMonths);
  const [claim] = await db
    .insert(warrantyClaims)
    .values({
      ticketId,
      manufacturer: input.manufacturer,
      rmaNumber: input.rmaNumber ?? null,
      replacedOn: input.replacedOn,
      amountCents: input.amountCents ?? null,
      claimDeadline: deadline,
      deadlineRule: rule.id,
      recordedBy: user.id,
    })
    .returning({ id: warrantyClaims.id });
  const replaced = input.items.map((item, position) => {
    const before = byId.get(item.equipmentItemId)!;
    return {
      claimId: claim!.id,
      equipmentItemId: before.id,
      description: `${before.make} ${before.model}`,
      oldSerial: before.serial,
      newSerial: item.newSerial,
      position,
    };
  });
  await db.insert(warrantyClaimItems).values(replaced);
  for (const item of replaced) {
    await db
      .update(equipmentItems)
      .set({ serial: item.newSerial, updatedAt: now })
      .where(eq(equipmentItems.id, item.equipmentItemId));
  }

  const serials = replaced.map((item) => `${item.description} ${item.oldSerial ?? "(no serial)"} → ${item.newSerial}`);
  await appendTicketEvents(
    db,
    ticketId,
    [
      {
        kind: "note",
        actorKind: "staff",
        actorId: user.id,
        note: `Warranty replacement recorded for a claim to ${input.manufacturer}${input.rmaNumber ? ` (RMA ${input.rmaNumber})` : ""}: ${serials.join("; ")}. Labour to be claimed by ${formatIsoDate(deadline)}.`,
      },
    ],
    { services, now },
  );
  return { id: claim!.id, claimDeadline: deadline, deadlineRule: rule.id };
}

/**
 * Staff move a claim on (claimed, paid, rejected, on a day: the office's today unless given), or record its amount
 * or RMA number; the ticket's history gets a note of what changed (never the amount: the history is not money).
 */
export async function updateClaim(
  { services, user }: Pick<WriteContext, "services" | "user">,
  claimId: string,
  input: ClaimUpdate,
) {
  const { db } = services;
  const now = new Date();
  const [claim] = await db.select().from(warrantyClaims).where(eq(warrantyClaims.id, claimId)).for("update");
  if (!claim) throw claimNotFound();

  const changing = input.state !== undefined && input.state !== claim.state ? input.state : undefined;
  if (input.stateOn && !changing) {
    throw invalid("Please choose the state this date is for", { state: "Please choose the new state" });
  }
  const rmaNumber = input.rmaNumber ?? claim.rmaNumber;
  const changes: Partial<typeof warrantyClaims.$inferInsert> = {};
  const notes: string[] = [];
  if (changing) {
    if (!claimStateChangeAllowed(claim.state, changing)) {
      const from = claimStateLabels[claim.state].toLowerCase();
      throw conflict(`A claim that is ${from} cannot become ${claimStateLabels[changing].toLowerCase()}`, {
        state: `A ${from} claim cannot move to this state`,
      });
    }
    if (changing === "claimed" && labourClaimRules[claim.deadlineRule].rmaFirst && !rmaNumber) {
      const message = `${claim.manufacturer} issues an RMA before a labour claim: please enter the RMA number`;
      throw invalid(message, { rmaNumber: message });
    }
    const on = input.stateOn ?? officeToday(now);
    if (on < claim.replacedOn) {
      throw invalid("The date is before the replacement", {
        stateOn: "Please enter a date on or after the replacement",
      });
    }
    changes.state = changing;
    changes[stateDateField[changing]] = on;
    notes.push(`${claimStateLabels[changing].toLowerCase()} on ${formatIsoDate(on)}`);
  }
  if (input.rmaNumber !== undefined && input.rmaNumber !== claim.rmaNumber) {
    changes.rmaNumber = input.rmaNumber;
    notes.push(`RMA ${input.rmaNumber} recorded`);
  }
  if (input.amountCents !== undefined && input.amountCents !== claim.amountCents) {
    changes.amountCents = input.amountCents;
    notes.push("amount recorded");
  }
  if (notes.length === 0) return { id: claim.id, state: claim.state };

  const [updated] = await db
    .update(warrantyClaims)
    .set({ ...changes, updatedAt: now })
    .where(eq(warrantyClaims.id, claim.id))
    .returning({ id: warrantyClaims.id, state: warrantyClaims.state });
  await appendTicketEvents(
    db,
    claim.ticketId,
    [
      {
        kind: "note",
        actorKind: "staff",
        actorId: user.id,
        note: `Warranty claim to ${claim.manufacturer}: ${notes.join(", ")}.`,
      },
    ],
    { services, now },
  );
  return updated!;
}

/** The claims of some tickets with their replaced items, oldest first; their amounts only when `withAmounts`. */
export async function claimsOfTicket(db: Database, ticketId: string, withAmounts: boolean, now = new Date()) {
  const claims = await db
    .select({ ...getTableColumns(warrantyClaims), overdue: claimOverdue(now) })
    .from(warrantyClaims)
    .where(eq(warrantyClaims.ticketId, ticketId))
    .orderBy(asc(warrantyClaims.createdAt), asc(warrantyClaims.id));
  const items =
    claims.length === 0
      ? []
      : await db
          .select()
          .from(warrantyClaimItems)
          .where(
            inArray(
              warrantyClaimItems.claimId,
              claims.map((claim) => claim.id),
            ),
          )
          .orderBy(asc(warrantyClaimItems.position));
  return claims.map(({ amountCents, recordedBy: _recordedBy, ...claim }) => ({
    ...claim,
    ...(withAmounts ? { amountCents } : {}),
    items: items
      .filter((item) => item.claimId === claim.id)
      .map((item) => ({
        id: item.id,
        equipmentItemId: item.equipmentItemId,
        description: item.description,
        oldSerial: item.oldSerial,
        newSerial: item.newSerial,
      })),
  }));
}
