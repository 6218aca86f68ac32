import { isStaffRole } from "#app/lib/permissions.ts";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { conflict, invalid, notFound } from "#server/domain-errors.ts";
import { stageTemplates } from "#app/content/project-stages.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { hashPassword, insertUser } from "#app/areas/identity/index.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { unclaimedCustomer } from "#app/areas/customers/index.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { issuePasswordToken, resetPasswordUrl } from "#app/areas/identity/index.server.ts";
import { invitationPending, invitedAccount } from "./invitation-state.server.ts";
import { invitationMail } from "./portal-mails.server.ts";
import { projectManagerOf } from "./project-details.server.ts";
import { projectNotFound } from "./project-scope.server.ts";
import type { ConvertLeadInput, CreateProjectInput } from "./project-schemas.ts";
import { projects, projectStages } from "./tables.server.ts";

/** How long an invitation link works (a password-reset token with a longer life). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const NO_CLIENT_ACCOUNT = "No client account has this e-mail address";
const STAFF_ACCOUNT = "This e-mail address belongs to a staff account";
export const UNCONFIRMED_ACCOUNT =
  "The account with this e-mail address has not confirmed it yet: ask the client to confirm it (their dashboard resends the link), then try again";
const LEAD_NOT_WON = "Only a won lead can become a project";
const LEAD_CONVERTED = "This lead is already a project";

type Transaction = Parameters<Parameters<WriteContext["services"]["db"]["transaction"]>[0]>[0];

/** A username for an invited client: the address's name part, made to fit the username rule, and a random tail. */
function invitedUsername(email: string): string {
  const base = email.split("@")[0]!.replace(/\W/g, "_").slice(0, 20) || "client";
  return `${base}_${randomBytes(3).toString("hex")}`;
}

function splitName(customerName: string): { firstName: string; lastName: string } {
  const [first = customerName, ...rest] = customerName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || "-" };
}

/** Mails the client a link that sets their password; the account is theirs from its first use. */
async function sendInvitation(
  tx: Transaction,
  siteUrl: string,
  client: { id: string; email: string; firstName: string },
  projectTitle: string,
) {
  const token = await issuePasswordToken(tx, client.id, { ttlMs: INVITATION_TTL_MS, purpose: "invitation" });
  await enqueueMails(tx, [
    invitationMail(client.email, client.firstName, projectTitle, resetPasswordUrl(siteUrl, token)),
  ]);
}

async function wonLead(tx: Transaction, leadId: string) {
  const [lead] = await tx
    .select({
      status: leads.status,
      customerName: leads.customerName,
      phone: leads.phone,
      customerId: leads.customerId,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw invalid(LEAD_NOT_WON, { leadId: "No lead has this id" });
  if (lead.status !== "won") throw invalid(LEAD_NOT_WON, { leadId: LEAD_NOT_WON });
  return lead;
}

/**
 * The client named by e-mail: an existing client account, or (converting a won lead) a new one made from the lead,
 * with an invitation to set its password.
 */
async function clientFor(tx: Transaction, input: CreateProjectInput) {
  const [existing] = await tx
    .select({
      id: users.id,
      userType: users.userType,
      // Anyone can register with someone else's address: a project (its address, documents) goes only to an
      // account that proved the address, or that an invitation made for it.
      addressProved: sql<boolean>`${users.emailVerifiedAt} is not null or ${invitedAccount(users.id)}`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.clientEmail})`);
  if (existing && isStaffRole(existing.userType)) throw invalid(STAFF_ACCOUNT, { clientEmail: STAFF_ACCOUNT });
  if (existing && !existing.addressProved) {
    throw invalid(UNCONFIRMED_ACCOUNT, { clientEmail: UNCONFIRMED_ACCOUNT });
  }
  if (existing) return { id: existing.id, invited: null };
  if (!input.leadId) throw invalid(NO_CLIENT_ACCOUNT, { clientEmail: NO_CLIENT_ACCOUNT });
  const lead = await wonLead(tx, input.leadId);
  const created = await insertUser(tx, {
    ...splitName(lead.customerName),
    email: input.clientEmail,
    username: invitedUsername(input.clientEmail),
    // Nobody knows this password: the invitation's link sets the real one.
    passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
    userType: "client",
    companyName: null,
    phone: lead.phone,
    // The lead's person becomes the client when the invitation goes to the address they gave us.
    customerId: await unclaimedCustomer(tx, lead.customerId, input.clientEmail),
  });
  return { id: created.id, invited: created };
}

/**
 * Creates a project for a client with its type's stages (the first one current). Converting a won lead makes the
 * client's account when there is none, and mails the invitation, in the same transaction.
 */
export async function createProject(
  { services, user: admin }: Pick<WriteContext, "services" | "user">,
  input: CreateProjectInput,
) {
  const id = await services.db.transaction(async (tx) => {
    if (input.leadId) await wonLead(tx, input.leadId);
    if (input.projectManagerId) await projectManagerOf(tx, input.projectManagerId);
    const client = await clientFor(tx, input);
    const { clientEmail: _clientEmail, leadId = null, projectManagerId = admin.id, ...details } = input;
    const [project] = await tx
      .insert(projects)
      .values({ ...details, clientId: client.id, leadId, projectManagerId })
      .onConflictDoNothing({ target: projects.leadId })
      .returning({ id: projects.id });
    if (!project) throw conflict(LEAD_CONVERTED, { leadId: LEAD_CONVERTED });
    await tx.insert(projectStages).values(
      stageTemplates[input.type].map((stage, position) => ({
        projectId: project.id,
        position,
        name: stage.name,
        explanation: stage.explanation,
        state: position === 0 ? ("current" as const) : ("upcoming" as const),
        waitingOn: position === 0 ? ("company" as const) : null,
      })),
    );
    if (client.invited) await sendInvitation(tx, services.config.SITE_URL, client.invited, input.title);
    return project.id;
  });
  services.mailWorker.wake();
  return { id };
}

/** "Convert to project" on a won lead's page: the client, the site and the equipment it is known to want come from the lead. */
export async function convertLead(
  context: Pick<WriteContext, "services" | "user">,
  leadId: string,
  input: ConvertLeadInput,
) {
  const [lead] = await context.services.db
    .select({ email: leads.email, systemSizeKw: leads.systemSizeKw, batteryKwh: leads.batteryKwh })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw notFound("Lead not found");
  return createProject(context, {
    ...input,
    clientEmail: lead.email,
    leadId,
    systemSizeKw: lead.systemSizeKw ?? undefined,
    batteryKwh: lead.batteryKwh ?? undefined,
    utility: undefined,
  });
}

const NO_PENDING_INVITATION = "The client has already set their password";

/**
 * Sends the project's client a new invitation link, while it is pending: an invited account whose password nobody
 * has set. Anyone else (invited and signed up since, or a client who registered) has a password: 409.
 */
export async function resendInvitation({ services }: Pick<WriteContext, "services">, projectId: string) {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        pending: invitationPending(users.id),
        title: projects.title,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(eq(projects.id, projectId));
    if (!row) throw projectNotFound();
    if (!row.pending) throw conflict(NO_PENDING_INVITATION);
    await sendInvitation(tx, services.config.SITE_URL, row, row.title);
  });
  services.mailWorker.wake();
  return { sent: true };
}
