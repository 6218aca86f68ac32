import { defineWrite, recordFields } from "#app/lib/write.server.ts";
import type { Database } from "#server/db/client.ts";
import { claimSchema, claimUpdateSchema } from "./claim-schemas.ts";
import { recordClaim, updateClaim } from "./claims.server.ts";
import { TICKET_NOT_FOUND } from "#app/areas/delivery/service-tickets/index.server.ts";
import { CLAIM_NOT_FOUND } from "./claim-not-found.server.ts";
import { warrantyClaims } from "./tables.server.ts";

/** A claim's history is its ticket's: the trail lists its changes on the ticket. */
const ticketOfClaim = async (db: Database, claimId: string) =>
  (await recordFields(warrantyClaims, warrantyClaims.id, { ticketId: warrantyClaims.ticketId })(db, claimId))?.ticketId;

/**
 * Warranty claims on a service ticket (issue 28 §3): the office and admins record a replacement and its labour claim
 * on a ticket, then move the claim on as the manufacturer answers. Both are in the audit trail on the ticket.
 */
export const claimWrites = [
  defineWrite({
    intent: "record-claim",
    access: "write:ticket:any",
    path: "/api/service/tickets/:id/claims",
    notFound: TICKET_NOT_FOUND,
    creates: true,
    schema: claimSchema,
    run: (context, ticketId, input) => recordClaim(context, ticketId, input),
    done: () => "Claim recorded",
    audit: { entity: "ticket" },
  }),
  defineWrite({
    intent: "update-claim",
    access: "write:ticket:any",
    path: "/api/service/claims/:id",
    notFound: CLAIM_NOT_FOUND,
    schema: claimUpdateSchema,
    run: (context, claimId, input) => updateClaim(context, claimId, input),
    done: () => "Claim saved",
    audit: {
      record: ticketOfClaim,
      before: recordFields(warrantyClaims, warrantyClaims.id, {
        state: warrantyClaims.state,
        claimedOn: warrantyClaims.claimedOn,
        paidOn: warrantyClaims.paidOn,
        rejectedOn: warrantyClaims.rejectedOn,
        amountCents: warrantyClaims.amountCents,
        rmaNumber: warrantyClaims.rmaNumber,
      }),
    },
  }),
];
