import { Link } from "react-router";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { Timeline } from "#app/ui/timeline.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import type { CustomerTimelinePage } from "./customer-timeline.server.ts";

const noun = { one: "entry", many: "entries" };

/**
 * Everything that happened with a customer, newest first, a page at a time (`?page=` keeps the rest of the address):
 * what staff did on their leads and on them, the site's mails, bookings, orders, portal activity, merges and rewards.
 */
export function CustomerTimeline({ timeline }: { timeline: CustomerTimelinePage }) {
  if (timeline.total === 0) return <EmptyState>Nothing has happened with this customer yet.</EmptyState>;
  return (
    <div className="grid gap-4">
      <Timeline
        entries={timeline.items.map((item, index) => ({
          key: `${new Date(item.at).toISOString()}-${index}`,
          what: (
            <>
              <span className="font-semibold">{item.title}</span>
              {item.detail ? <span className="block text-slate-700 dark:text-slate-300">{item.detail}</span> : null}
              {item.by || item.leadId ? (
                <span className="block text-xs text-slate-700 dark:text-slate-300">
                  {item.by ? `By ${item.by}` : null}
                  {item.by && item.leadId ? " · " : null}
                  {item.leadId ? (
                    <Link to={`/admin-crm/leads/${item.leadId}`} className={recordLinkClass}>
                      Open the lead
                    </Link>
                  ) : null}
                </span>
              ) : null}
            </>
          ),
          when: formatOfficeTime(new Date(item.at)),
        }))}
      />
      <Pagination list={timeline} noun={noun} />
    </div>
  );
}
