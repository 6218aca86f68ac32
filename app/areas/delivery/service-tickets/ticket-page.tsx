import type { ReactNode } from "react";
import { Link } from "react-router";
import { ticketPriorityLabels, ticketTypeLabels, type ServiceTarget } from "#app/content/service-targets.ts";
import { utilityTariffs } from "#app/content/utility-tariffs.ts";
import { formatOfficeTime, officeToday } from "#app/lib/office-time.ts";
import { Panel } from "#app/ui/panel.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { Timeline } from "#app/ui/timeline.tsx";
import { siteAddressLine, SystemSummary } from "#app/areas/delivery/installed-systems/index.ts";
import type { TargetState } from "./sla-clock.ts";
import { TicketSlaBadge } from "./ticket-sla-badge.tsx";
import { TicketAssignmentForm, TicketContactForm, TicketStatusForm } from "./ticket-forms.tsx";
import type { TicketPageData } from "./ticket-pages.server.ts";
import { ticketStatusLabels } from "./ticket-statuses.ts";
import { dueWords, waitingOnWords } from "./ticket-values.ts";

type Ticket = TicketPageData["ticket"];

const stateWords: Record<TargetState, string> = {
  running: "Running",
  paused: "Paused while the ticket waits",
  met: "Met",
  breached: "Breached",
  ended: "Ended: closed before anyone answered",
};

const originWords = { portal: "The client's portal", staff: "Staff", monitoring: "A monitoring check" } as const;

function targetWords(target: ServiceTarget): string {
  if (target.calendar === "businessHours") return `${target.hours} business hours`;
  return "days" in target ? `${target.days} days, around the clock` : `${target.hours} hours, around the clock`;
}

const at = (value: Date | null) => (value ? formatOfficeTime(new Date(value)) : null);

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TicketFacts({ ticket }: { ticket: Ticket }) {
  return (
    <Panel title="The ticket">
      <Facts
        rows={[
          [
            "Customer",
            <Link key="customer" to={`/platform/crm/customers/${ticket.customer.id}`} className={textLinkClass}>
              {ticket.customer.name}
            </Link>,
          ],
          ["Type", `${ticketTypeLabels[ticket.type]} · ${ticketPriorityLabels[ticket.priority]} priority`],
          ["Status", ticketStatusLabels[ticket.status]],
          ["Waiting on", waitingOnWords(ticket.status)],
          ["Technician", ticket.technician?.name ?? "Nobody assigned"],
          [
            "Opened",
            `${formatOfficeTime(new Date(ticket.createdAt))} from ${originWords[ticket.origin].toLowerCase()}`,
          ],
          [
            "Problem",
            <span key="problem" className="whitespace-pre-line">
              {ticket.description}
            </span>,
          ],
          ...(ticket.resolutionNotes
            ? [
                [
                  "Resolution notes",
                  <span key="notes" className="whitespace-pre-line">
                    {ticket.resolutionNotes}
                  </span>,
                ] as [string, ReactNode],
              ]
            : []),
          ...(ticket.signedOffBy && ticket.signedOffAt
            ? [
                ["Customer sign-off", `${ticket.signedOffBy}, ${formatOfficeTime(new Date(ticket.signedOffAt))}`] as [
                  string,
                  ReactNode,
                ],
              ]
            : []),
        ]}
      />
    </Panel>
  );
}

function TicketSite({ site }: { site: Ticket["site"] }) {
  return (
    <Panel title="The site">
      <Facts
        rows={[
          [
            "Address",
            <Link key="site" to={`/enterprise-carm/sites/${site.id}`} className={textLinkClass}>
              {siteAddressLine(site.address)}
            </Link>,
          ],
          ["Utility", site.utility ? utilityTariffs[site.utility].name : "Not known"],
          ...("accessNotes" in site
            ? [
                [
                  "Access notes",
                  <span key="access" className="whitespace-pre-line">
                    {site.accessNotes ?? "None"}
                  </span>,
                ] as [string, ReactNode],
              ]
            : []),
          [
            "Contacts at the site",
            site.contacts.length === 0 ? (
              "None recorded"
            ) : (
              <ul key="contacts">
                {site.contacts.map((contact, index) => (
                  <li key={index}>
                    {[contact.name, contact.role, contact.phone, contact.email].filter(Boolean).join(" · ")}
                  </li>
                ))}
              </ul>
            ),
          ],
        ]}
      />
    </Panel>
  );
}

function TicketSlaPanel({ ticket }: { ticket: Ticket }) {
  const { sla } = ticket;
  const waiting = ticket.waitingOn !== null;
  return (
    <Panel title="SLA">
      <div className="grid gap-4">
        <p className="text-sm">
          <TicketSlaBadge badge={sla.badge} paused={waiting} />
        </p>
        <Facts
          rows={[
            ["Response target", targetWords(sla.targets.response)],
            ["Response", stateWords[sla.response]],
            ["Response due (Pacific time)", dueWords(sla.responseDueAt, "Moves when the wait ends")],
            ["First staff contact", at(sla.respondedAt) ?? "None yet"],
            ["Resolution target", targetWords(sla.targets.resolution)],
            ["Resolution", stateWords[sla.resolution]],
            ["Resolution due (Pacific time)", dueWords(sla.resolutionDueAt, "Moves when the wait ends")],
            ["Resolved", at(sla.resolvedAt) ?? "Not yet"],
          ]}
        />
        <div className="grid gap-2 text-sm">
          <h3 className="font-semibold">Paused intervals</h3>
          {sla.pausedIntervals.length === 0 ? (
            <p>The clock has not been paused.</p>
          ) : (
            <ul className="grid gap-1">
              {sla.pausedIntervals.map((wait) => (
                <li key={String(wait.from)}>
                  Waiting on {wait.waitingOn === "customer" ? "the customer" : "parts"}: {at(wait.from)} to{" "}
                  {at(wait.to) ?? "now"}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Panel>
  );
}

function historyWhat(event: Ticket["history"][number]): ReactNode {
  const who = event.actorName ?? { staff: null, customer: "The customer", system: "The system" }[event.actorKind];
  const what =
    event.kind === "status" && event.status
      ? `Status: ${ticketStatusLabels[event.status]}`
      : {
          contact: "Contact with the customer",
          note: "Note",
          assignment: "Assignment",
          visit: "Visit",
          part: "Part used",
          photo: "Photo",
          status: "Status",
        }[event.kind];
  const note = event.note ? `: ${event.note}` : "";
  return (
    <>
      <span className="font-semibold">{what}</span>
      <span className="whitespace-pre-line">{note}</span>
      {who ? <span className="block text-xs text-slate-700 dark:text-slate-300">by {who}</span> : null}
    </>
  );
}

/**
 * A service ticket (/enterprise-carm/tickets/:ticketId): what it is, its site (access notes for those who work
 * there), its system and equipment, its SLA with due times and paused intervals, and its history with who and when;
 * for staff who may change it, the status and contact forms, and for the office the assignment. `children` are
 * further sections (visits, parts, photos, claims), shown after the SLA.
 */
export function TicketPage({ data, children }: { data: TicketPageData; children?: ReactNode }) {
  const { ticket, changes, assigns, technicians } = data;
  return (
    <div className="grid gap-6">
      <TicketFacts ticket={ticket} />
      <TicketSite site={ticket.site} />
      <Panel title="The system">
        {ticket.system ? (
          <SystemSummary
            system={ticket.system}
            today={officeToday()}
            to={`/enterprise-carm/systems/${ticket.system.id}`}
          />
        ) : (
          <p className="text-sm">No system named on this ticket.</p>
        )}
      </Panel>
      <TicketSlaPanel ticket={ticket} />
      {children}
      {changes ? (
        <>
          <Panel title="Change the status">
            <TicketStatusForm status={ticket.status} />
          </Panel>
          <Panel title="Log a contact with the customer">
            <TicketContactForm />
          </Panel>
        </>
      ) : null}
      {assigns ? (
        <Panel title="Assign a technician">
          <TicketAssignmentForm technicianId={ticket.technician?.id ?? null} technicians={technicians} />
        </Panel>
      ) : null}
      <Panel title="History">
        <Timeline
          entries={ticket.history.map((event) => ({
            key: event.id,
            what: historyWhat(event),
            when: formatOfficeTime(new Date(event.at)),
          }))}
        />
      </Panel>
    </div>
  );
}
