import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { claimWrites } from "./claim-writes.server.ts";
import { claimsDueList } from "./claims-due-list.server.ts";
import { ticketClaims } from "./ticket-claims.server.ts";
import { ticketIdOf } from "#app/areas/delivery/service-tickets/index.server.ts";

/**
 * Warranty claims' JSON API (issue 28 §3): a ticket's claims to whoever reads the ticket (a technician their
 * assigned ones, without amounts), the claims due list and its CSV, and the office's two writes.
 */
export const warrantyClaimsApi: ApiRoute[] = [
  defineApi("get", "/api/service/tickets/:id/claims", "read:ticket:assigned", async (req) => {
    const { claims } = await ticketClaims(req.services, req.user!, ticketIdOf(req.params.id));
    return { claims };
  }),
  ...claimsDueList.api(),
  ...claimWrites.map(writeApi),
];
