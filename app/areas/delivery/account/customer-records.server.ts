import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { notFound } from "#server/domain-errors.ts";
import type { Entity } from "#app/lib/permissions.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { appointments } from "#app/areas/delivery/booking/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { newsletterSubscribers } from "#app/areas/messaging/tables.server.ts";
import { orders } from "#app/areas/commerce/tables.server.ts";
import { projectDocuments, projectMessages, projects } from "#app/areas/delivery/portal/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.server.ts";
import { viewerOf, type CustomerViewer } from "./customer-viewer.server.ts";
import { customerTimeline, type CustomerTimelinePage } from "./customer-timeline.server.ts";

/** Each kind of a person's records is listed up to this many, newest first. */
const RECORDS_LIMIT = 50;
/** "Possibly the same person" lists at most this many other customers. */
const HINTS_LIMIT = 10;

/** The staff member who owns a customer. */
const owners = alias(users, "owners");

/** The customer as staff read it, with the account it is, if any, and what the CRM keeps about them. */
async function customerCard(db: Database, customerId: string) {
  const [card] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      companyName: customers.companyName,
      addresses: customers.addresses,
      createdAt: customers.createdAt,
      town: customers.town,
      utility: customers.utility,
      propertyType: customers.propertyType,
      ownerId: customers.ownerId,
      ownerName: fullName(owners),
      tags: customers.tags,
      account: sql<{
        username: string;
        emailConfirmed: boolean;
      } | null>`case when ${users.id} is null then null else json_build_object('username', ${users.username}, 'emailConfirmed', ${users.emailVerifiedAt} is not null) end`,
    })
    .from(customers)
    .leftJoin(users, eq(users.customerId, customers.id))
    .leftJoin(owners, eq(owners.id, customers.ownerId))
    .where(and(eq(customers.id, customerId), isNull(customers.mergedIntoId)));
  return card ?? null;
}

/**
 * Other customers who may be this person: the same address (an account that has not confirmed it, or a guest beside
 * an account) or the same phone, among those the viewer reads and not merged. Only ever shown to staff as a hint;
 * staff who may merge customers merge them from it.
 */
async function possiblySamePerson(db: Database, customer: { id: string }, viewer: CustomerViewer) {
  const self = db
    .select({ emailNormalized: customers.emailNormalized, phoneDigits: customers.phoneDigits })
    .from(customers)
    .where(eq(customers.id, customer.id))
    .as("self");
  return db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      sameEmail: sql<boolean>`${customers.emailNormalized} = ${self.emailNormalized}`,
      newestLeadId: sql<
        string | null
      >`(select ${leads.id} from ${leads} where ${and(eq(leads.customerId, customers.id), viewer.leads)} order by ${leads.createdAt} desc, ${leads.id} desc limit 1)`,
    })
    .from(customers)
    .innerJoin(
      self,
      or(
        eq(customers.emailNormalized, self.emailNormalized),
        and(sql`${self.phoneDigits} is not null`, eq(customers.phoneDigits, self.phoneDigits)),
      ),
    )
    .where(and(ne(customers.id, customer.id), isNull(customers.mergedIntoId), viewer.customers))
    .orderBy(...newestFirst(customers))
    .limit(HINTS_LIMIT);
}

/** Rows of a kind the viewer reads, else none (without asking the database). */
const ifReads = async <Row>(viewer: CustomerViewer, entity: Entity, rows: () => Promise<Row[]>): Promise<Row[]> =>
  viewer.reads(entity) ? rows() : [];

/**
 * Everything on record for one person, for staff: the customer, their leads (service requests among them), orders,
 * appointments, projects with their portal messages and documents, and subscriptions.
 */
async function customerRecords(db: Database, customerId: string, viewer: CustomerViewer) {
  const customer = await customerCard(db, customerId);
  if (!customer) return null;
  const [leadRows, orderRows, appointmentRows, projectRows, subscriptionRows, messageRows, documentRows, hints] =
    await Promise.all([
      db
        .select({
          id: leads.id,
          reference: leads.reference,
          createdAt: leads.createdAt,
          status: leads.status,
          source: leads.source,
          serviceNeeded: leads.serviceNeeded,
        })
        .from(leads)
        .where(and(eq(leads.customerId, customerId), viewer.leads))
        .orderBy(...newestFirst(leads))
        .limit(RECORDS_LIMIT),
      ifReads(viewer, "order", () =>
        db
          .select({
            orderNumber: orders.orderNumber,
            createdAt: orders.createdAt,
            status: orders.status,
            // An amount: only for a viewer who reads money (decision 0133).
            totalCents: viewer.reads("money") ? orders.totalCents : sql<number | null>`null`,
          })
          .from(orders)
          .where(eq(orders.customerId, customerId))
          .orderBy(...newestFirst(orders))
          .limit(RECORDS_LIMIT),
      ),
      ifReads(viewer, "appointment", () =>
        db
          .select({
            id: appointments.id,
            reference: appointments.reference,
            type: appointments.type,
            startsAt: appointments.startsAt,
            status: appointments.status,
          })
          .from(appointments)
          .where(eq(appointments.customerId, customerId))
          .orderBy(...newestFirst(appointments))
          .limit(RECORDS_LIMIT),
      ),
      // A project's client is an account, and the account is the customer.
      ifReads(viewer, "project", () =>
        db
          .select({ id: projects.id, title: projects.title, createdAt: projects.createdAt })
          .from(projects)
          .innerJoin(users, eq(users.id, projects.clientId))
          .where(eq(users.customerId, customerId))
          .orderBy(...newestFirst(projects))
          .limit(RECORDS_LIMIT),
      ),
      ifReads(viewer, "subscriber", () =>
        db
          .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.customerId, customerId))
          .orderBy(...newestFirst(newsletterSubscribers))
          .limit(RECORDS_LIMIT),
      ),
      // The client portal's messages and documents on their projects, either side's.
      ifReads(viewer, "project", () =>
        db
          .select({
            id: projectMessages.id,
            projectId: projects.id,
            projectTitle: projects.title,
            createdAt: projectMessages.createdAt,
            authorSide: projectMessages.authorSide,
            body: sql<string>`left(${projectMessages.body}, 140)`,
          })
          .from(projectMessages)
          .innerJoin(projects, eq(projects.id, projectMessages.projectId))
          .innerJoin(users, eq(users.id, projects.clientId))
          .where(eq(users.customerId, customerId))
          .orderBy(...newestFirst(projectMessages))
          .limit(RECORDS_LIMIT),
      ),
      ifReads(viewer, "project", () =>
        db
          .select({
            id: projectDocuments.id,
            projectId: projects.id,
            projectTitle: projects.title,
            createdAt: projectDocuments.createdAt,
            name: projectDocuments.name,
            category: projectDocuments.category,
          })
          .from(projectDocuments)
          .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
          .innerJoin(users, eq(users.id, projects.clientId))
          .where(eq(users.customerId, customerId))
          .orderBy(...newestFirst(projectDocuments))
          .limit(RECORDS_LIMIT),
      ),
      possiblySamePerson(db, customer, viewer),
    ]);
  return {
    customer,
    leads: leadRows,
    orders: orderRows,
    appointments: appointmentRows,
    projects: projectRows,
    subscriptions: subscriptionRows,
    messages: messageRows,
    documents: documentRows,
    possiblySamePerson: hints,
  };
}

export type CustomerRecords = NonNullable<Awaited<ReturnType<typeof customerRecords>>>;

/**
 * The person a lead is from, with their records as the user may read them; null for a lead no customer is linked to
 * or one outside the user's lead scope.
 */
export async function customerOfLead(
  services: Pick<AppServices, "db" | "readSettings">,
  user: SessionUser,
  leadId: string,
): Promise<CustomerRecords | null> {
  const viewer = await viewerOf(services, user);
  const [lead] = await services.db
    .select({ customerId: leads.customerId })
    .from(leads)
    .where(and(eq(leads.id, leadId), viewer.leads));
  return lead?.customerId ? customerRecords(services.db, lead.customerId, viewer) : null;
}

/**
 * The CRM's customer page and GET /api/crm/customers/:id: a customer the user reads (a sales rep's own or unowned
 * one), with every record of theirs the user may read and a page of their timeline; one outside their reach, merged
 * or missing is not found.
 */
export async function customerForStaff(
  services: Pick<AppServices, "db" | "readSettings">,
  user: SessionUser,
  customerId: string,
  timelinePage = 1,
): Promise<CustomerRecords & { timeline: CustomerTimelinePage }> {
  const viewer = await viewerOf(services, user);
  const [visible] = await services.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), viewer.customers));
  const records = visible ? await customerRecords(services.db, customerId, viewer) : null;
  if (!records) throw notFound(CUSTOMER_NOT_FOUND);
  return { ...records, timeline: await customerTimeline(services.db, customerId, viewer, timelinePage) };
}
