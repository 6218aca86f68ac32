import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { forbidden, invalid, notFound } from "#server/domain-errors.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import type { SessionUser } from "#server/http/access.ts";
import { serviceTargets, type TicketPriority, type TicketType } from "#app/content/service-targets.ts";
import { can, isStaffRole, permissionsOf, type RolePolicy } from "#app/lib/permissions.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { newReference } from "#app/areas/sales/index.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { installedSystems, sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { appendTicketEvents, type NewTicketEvent, type TicketChange } from "./ticket-events.server.ts";
import { attachPhotos, type ReceivedPhoto } from "./ticket-photos.server.ts";
import { clientTicketTypes, PLACE_MESSAGE, type OpenTicketInput } from "./ticket-schemas.ts";
import { serviceTickets } from "./tables.server.ts";

const SYSTEM_NOT_FOUND = "System not found";
const SITE_NOT_FOUND = "Site not found";
const NOT_ALLOWED = "Only the office opens service tickets for customers";
const CLIENT_TYPE_MESSAGE = "Please choose one of the listed kinds of problem";
const CLIENT_PRIORITY_MESSAGE = "The office sets a ticket's priority";
const REFERENCE_ATTEMPTS = 3;

/** Who opens a ticket: the checked user and the role policy their permissions are read under. */
export interface TicketOpener {
  user: SessionUser;
  policy: RolePolicy;
  /** For the client's mail and the mail worker (appendTicketEvents). */
  services: TicketChange["services"];
}

/** What the opening answers (issue 28 §3): the ticket, its reference and the promise its clock makes. */
export interface OpenedTicket {
  id: string;
  reference: string;
  responseDueAt: Date | null;
  resolutionDueAt: Date | null;
}

/** What opening a ticket answers, from its row as stored with its first history entry. */
const openedTicket = ({ id, reference, responseDueAt, resolutionDueAt }: OpenedTicket): OpenedTicket => ({
  id,
  reference,
  responseDueAt,
  resolutionDueAt,
});

/**
 * The site (and system) a ticket is for, as the opener may reach them: a client only their own customer's (another's
 * answers 404 like a missing one), the office any. A system's site is its own; a site named beside it must be that one.
 */
async function placeOf(tx: Database, user: SessionUser, staff: boolean, input: OpenTicketInput) {
  const reach = staff ? undefined : ofAccountsCustomer(user, sites.customerId);
  if (input.systemId) {
    const [system] = await tx
      .select({ systemId: installedSystems.id, siteId: sites.id, customerId: sites.customerId })
      .from(installedSystems)
      .innerJoin(sites, eq(sites.id, installedSystems.siteId))
      .where(and(eq(installedSystems.id, input.systemId), reach));
    if (!system) throw notFound(SYSTEM_NOT_FOUND, { systemId: SYSTEM_NOT_FOUND });
    if (input.siteId && input.siteId !== system.siteId) throw invalid(PLACE_MESSAGE, { siteId: PLACE_MESSAGE });
    return system;
  }
  const [site] = await tx
    .select({ siteId: sites.id, customerId: sites.customerId })
    .from(sites)
    .where(and(eq(sites.id, input.siteId!), reach));
  if (!site) throw notFound(SITE_NOT_FOUND, { siteId: SITE_NOT_FOUND });
  return { ...site, systemId: null };
}

/** What only the office chooses: a client's ticket takes its type's default priority and comes from no lead. */
function checkClientChoices(input: OpenTicketInput) {
  if (!(clientTicketTypes as readonly string[]).includes(input.type)) {
    throw invalid(CLIENT_TYPE_MESSAGE, { type: CLIENT_TYPE_MESSAGE });
  }
  if (input.priority !== undefined) throw invalid(CLIENT_PRIORITY_MESSAGE, { priority: CLIENT_PRIORITY_MESSAGE });
  if (input.leadId !== undefined)
    throw invalid("A ticket from the portal comes from no lead", { leadId: "No such lead" });
}

/** The ticket row with a fresh reference; a rare collision of references is retried in a savepoint. */
async function insertTicket(tx: Database, values: Omit<typeof serviceTickets.$inferInsert, "reference">) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [ticket] = await savepoint
          .insert(serviceTickets)
          .values({ ...values, reference: newReference("ST") })
          .returning({ id: serviceTickets.id });
        return ticket!;
      });
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "service_tickets_reference_idx")) continue;
      throw error;
    }
  }
}

/**
 * Opens a ticket (issue 28 §3) in the caller's transaction: a client's from the portal on their own site or system
 * (a client's kinds of problem, the type's default priority), or the office's on any (any type and priority,
 * optionally from a repair request lead). The customer is the site's. Its first history entry is its status, new,
 * through `appendTicketEvents`, which stores the due times its clock gives; each photo (already stored) is one more.
 */
export async function openTicket(
  tx: Database,
  { user, policy, services }: TicketOpener,
  input: OpenTicketInput,
  photos: readonly ReceivedPhoto[] = [],
  now: Date = new Date(),
): Promise<OpenedTicket> {
  const staff = isStaffRole(user.userType);
  if (staff && !can(permissionsOf(user.userType, policy), "write:ticket:any")) throw forbidden(NOT_ALLOWED);
  if (!staff) checkClientChoices(input);
  const place = await placeOf(tx, user, staff, input);
  if (input.leadId) {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId));
    if (!lead) throw invalid("No such lead", { leadId: "No such lead" });
  }
  const ticket = await insertTicket(tx, {
    createdAt: now,
    updatedAt: now,
    customerId: place.customerId,
    siteId: place.siteId,
    systemId: place.systemId,
    type: input.type,
    priority: input.priority ?? serviceTargets[input.type].defaultPriority,
    description: input.description,
    origin: staff ? "staff" : "portal",
    openedBy: user.id,
    leadId: input.leadId ?? null,
  });
  const by = { actorKind: staff ? "staff" : "customer", actorId: user.id } satisfies Partial<NewTicketEvent>;
  const photoEvents = await attachPhotos(tx, ticket.id, photos, by);
  const stored = await appendTicketEvents(tx, ticket.id, [{ kind: "status", status: "new", ...by }, ...photoEvents], {
    services,
    now,
  });
  return openedTicket(stored);
}

/** A fault a monitoring check found on a system: the ticket's type, priority and what it says. */
export interface MonitoringFault {
  systemId: string;
  type: TicketType;
  priority: TicketPriority;
  description: string;
}

/** A ticket opened by no account (a monitoring check, a customer's signed link): its row and first history entry. */
async function openUnsignedTicket(
  tx: Database,
  values: Pick<
    typeof serviceTickets.$inferInsert,
    "customerId" | "siteId" | "systemId" | "type" | "priority" | "description" | "origin"
  >,
  actorKind: NewTicketEvent["actorKind"],
  change: TicketChange,
): Promise<OpenedTicket> {
  const now = change.now ?? new Date();
  const ticket = await insertTicket(tx, { ...values, createdAt: now, updatedAt: now, openedBy: null });
  const stored = await appendTicketEvents(tx, ticket.id, [{ kind: "status", status: "new", actorKind }], {
    ...change,
    now,
  });
  return openedTicket(stored);
}

/**
 * Opens a ticket for a monitoring check (issue 29 §3) in the caller's transaction: on the system's site, for its
 * customer, opened by no one (origin `monitoring`, its history's entries by the system). Null when the system is gone.
 */
export async function openMonitoringTicket(
  tx: Database,
  fault: MonitoringFault,
  change: TicketChange,
): Promise<OpenedTicket | null> {
  const [place] = await tx
    .select({ siteId: sites.id, customerId: sites.customerId })
    .from(installedSystems)
    .innerJoin(sites, eq(sites.id, installedSystems.siteId))
    .where(eq(installedSystems.id, fault.systemId));
  if (!place) return null;
  return openUnsignedTicket(
    tx,
    {
      ...place,
      systemId: fault.systemId,
      type: fault.type,
      priority: fault.priority,
      description: fault.description,
      origin: "monitoring",
    },
    "system",
    change,
  );
}

/**
 * Opens a ticket at a site for its customer, who asked through a signed link with no account (a due plan visit
 * booked from its mail, decision 0201): origin `portal`, the type's default priority, its first entry by the customer.
 */
export async function openCustomerLinkTicket(
  tx: Database,
  input: { siteId: string; type: TicketType; description: string },
  change: TicketChange,
): Promise<OpenedTicket> {
  const [place] = await tx
    .select({ siteId: sites.id, customerId: sites.customerId })
    .from(sites)
    .where(eq(sites.id, input.siteId));
  if (!place) throw notFound(SITE_NOT_FOUND, { siteId: SITE_NOT_FOUND });
  return openUnsignedTicket(
    tx,
    {
      ...place,
      systemId: null,
      type: input.type,
      priority: serviceTargets[input.type].defaultPriority,
      description: input.description,
      origin: "portal",
    },
    "customer",
    change,
  );
}
