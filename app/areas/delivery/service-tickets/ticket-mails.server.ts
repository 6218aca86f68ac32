import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { ticketTypeLabels } from "#app/content/service-targets.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { enqueueMails, renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { portalMailSettings } from "#app/areas/delivery/portal/tables.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { finishedStatuses, type TicketStatus } from "./ticket-statuses.ts";
import { clientTicketPath } from "./ticket-paths.ts";
import type { ServiceTicketRow } from "./tables.server.ts";

/**
 * The status changes a client is told of by e-mail (decision 0173). "news" follows the portal's project-news
 * preference; "request" (we are waiting on them) always goes, as the portal's requests for something do.
 */
type ClientNews = { importance: "news" | "request"; heading: string; paragraph: string };

const reopened: ClientNews = {
  importance: "news",
  heading: "Your service request is open again",
  paragraph: "We have reopened it: the work is not finished yet, and we will be in touch about what comes next.",
};

const newsOfStatus: Partial<Record<TicketStatus, ClientNews>> = {
  scheduled: {
    importance: "news",
    heading: "Your service request is scheduled",
    paragraph: "We have scheduled the work. Your service request's page shows the visit and anything we need from you.",
  },
  waiting_customer: {
    importance: "request",
    heading: "We need you for your service request",
    paragraph: "The work is waiting on you. Your service request's page says what we need; reply there or call us.",
  },
  resolved: {
    importance: "news",
    heading: "Your service request is resolved",
    paragraph:
      "We have finished the work. If the problem comes back, tell us from your service request's page and we will reopen it.",
  },
};

/**
 * What the client is told of a ticket moving from `before` to `after`: a reopening (a finished ticket made open
 * again), or the arrival at a status they care about; nothing for a change they made themselves.
 */
export function clientNewsOf(before: TicketStatus, after: TicketStatus, madeByCustomer: boolean): ClientNews | null {
  if (before === after || madeByCustomer) return null;
  if (finishedStatuses.includes(before) && !finishedStatuses.includes(after)) return reopened;
  return newsOfStatus[after] ?? null;
}

function ticketStatusMail(
  to: string,
  ticket: Pick<ServiceTicketRow, "id" | "customerId" | "reference" | "type">,
  where: string,
  news: ClientNews,
  siteUrl: string,
): OutgoingMail {
  return {
    kind: "service_ticket_status",
    to,
    customerId: ticket.customerId,
    subject: `${news.heading}: ${ticket.reference}`,
    ...renderMail({
      heading: news.heading,
      paragraphs: [`Service request ${ticket.reference} (${ticketTypeLabels[ticket.type]}, ${where}).`, news.paragraph],
      action: { label: "Open your service request", url: new URL(clientTicketPath(ticket.id), siteUrl).toString() },
      footer:
        news.importance === "news"
          ? { text: "You can turn off project and service news e-mails in your dashboard's profile section." }
          : undefined,
    }),
  };
}

/**
 * Queues the client's mail about a ticket's status change, in the change's transaction: to each enabled client
 * account of the ticket's customer, unless it is news and they turned news off. Whether any mail was queued.
 */
export async function mailClientOfStatus(
  tx: Database,
  ticket: Pick<ServiceTicketRow, "id" | "customerId" | "siteId" | "reference" | "type">,
  news: ClientNews,
  siteUrl: string,
) {
  const accounts = await tx
    .select({ email: users.email, projectNews: portalMailSettings.projectNews })
    .from(users)
    .leftJoin(portalMailSettings, eq(portalMailSettings.userId, users.id))
    .where(and(eq(users.customerId, ticket.customerId), eq(users.userType, "client"), eq(users.disabled, false)));
  const told = accounts.filter((account) => news.importance === "request" || account.projectNews !== false);
  if (told.length === 0) return false;
  const [site] = await tx
    .select({ line1: sites.line1, city: sites.city })
    .from(sites)
    .where(eq(sites.id, ticket.siteId));
  const where = site ? `${site.line1}, ${site.city}` : "your site";
  await enqueueMails(
    tx,
    told.map((account) => ticketStatusMail(account.email, ticket, where, news, siteUrl)),
  );
  return true;
}
