import { Link } from "react-router";
import { ticketTypeLabels } from "#app/content/service-targets.ts";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { Badge } from "#app/ui/badge.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import type { TicketSummary } from "./ticket-summary.ts";
import { clientTicketPath, requestServicePath } from "./ticket-paths.ts";
import { statusTone, waitingText } from "./ticket-status-words.ts";
import { upcomingVisitText } from "./upcoming-visit-text.ts";
import { ticketStatusLabels, waitingOn } from "./ticket-statuses.ts";

/**
 * A system's (or a site's) service history on the client's dashboard: its tickets, newest first, each with its
 * status in words and who an open one waits on, and the way to ask for service.
 */
export function ServiceHistory({ tickets, systemId }: { tickets: readonly TicketSummary[]; systemId?: string }) {
  return (
    <div className="grid gap-2">
      {tickets.length > 0 ? (
        <>
          <h4 className="font-semibold">Service history</h4>
          <ul className="grid gap-1">
            {tickets.map((ticket) => {
              const waits = waitingOn[ticket.status];
              return (
                <li key={ticket.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link className={textLinkClass} to={clientTicketPath(ticket.id)}>
                    {ticket.reference}
                  </Link>
                  <span>{ticketTypeLabels[ticket.type]}</span>
                  <span>{formatOfficeDate(new Date(ticket.createdAt))}</span>
                  <Badge tone={statusTone(ticket.status)}>{ticketStatusLabels[ticket.status]}</Badge>
                  {waits ? <span className="text-sm">{waitingText[waits]}</span> : null}
                  {ticket.nextVisit ? <span className="text-sm">{upcomingVisitText(ticket.nextVisit)}</span> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {systemId ? (
        <p>
          <Link className={textLinkClass} to={requestServicePath(systemId)}>
            Request service for this system
          </Link>
        </p>
      ) : null}
    </div>
  );
}
