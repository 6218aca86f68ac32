import { formatIsoDate } from "#app/lib/format.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { TicketPhotoGallery } from "#app/areas/delivery/service-tickets/index.ts";
import type { SitePlanView } from "./plan-views.server.ts";

/** What the client reads of their plan's next visit: when it is due, or when the crew is booked to come. */
function nextVisitText(next: SitePlanView["upcoming"][number] | undefined) {
  if (!next) return "No visit to come in the next 12 months.";
  if (next.bookedFor) return `Next visit: ${next.title}, booked for ${formatOfficeTime(new Date(next.bookedFor))}.`;
  return `Next visit: ${next.title}, due ${formatIsoDate(next.dueOn)}.`;
}

/** A past visit's report: the checklist as the technician completed it, their notes and the visit's photos. */
function VisitReport({ report }: { report: SitePlanView["reports"][number] }) {
  return (
    <details className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <summary className="cursor-pointer">
        {formatIsoDate(report.doneOn)}: {report.title}
      </summary>
      <ul className="mt-2 grid gap-1 text-sm">
        {report.checklist.map((entry) => (
          <li key={entry.item}>
            {entry.checked ? "Checked" : "Not checked"}: {entry.item}
          </li>
        ))}
      </ul>
      {report.notes ? <p className="mt-2 text-sm whitespace-pre-line">{report.notes}</p> : null}
      {report.ticketId && report.photos.length > 0 ? (
        <div className="mt-2">
          <TicketPhotoGallery ticketId={report.ticketId} photos={report.photos} />
        </div>
      ) : null}
    </details>
  );
}

/**
 * The client's dashboard's maintenance plans (beside "My systems"): each plan's term, its next visit and the reports
 * of past visits. A client with no plan sees nothing of it.
 */
export function MyPlans({ plans, today }: { plans: readonly SitePlanView[]; today: string }) {
  const current = plans.filter((plan) => plan.state === "active" && plan.endsOn >= today);
  if (current.length === 0) return null;
  return (
    <section aria-labelledby="my-plans" className="grid gap-4">
      <h2 id="my-plans" className="text-xl font-semibold">
        My maintenance plans
      </h2>
      {current.map((plan) => {
        const next = plan.upcoming[0];
        return (
          <article key={plan.id} className="grid gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold">{plan.name}</h3>
            <p className="text-sm">Covered until {formatIsoDate(plan.endsOn)}.</p>
            <p className="text-sm">{nextVisitText(next)}</p>
            {plan.reports.length > 0 ? (
              <div className="grid gap-2">
                <h4 className="text-sm font-semibold">Past visits</h4>
                {plan.reports.map((report) => (
                  <VisitReport key={report.id} report={report} />
                ))}
              </div>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
