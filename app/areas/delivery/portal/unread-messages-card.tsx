import { Link } from "react-router";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import type { UnreadInbox } from "./unread-inbox.server.ts";
import { recordLinkClass } from "#app/ui/text-link.ts";

/** The inbox's card of client messages nobody on staff has read, with the projects they are on. */
export function UnreadMessagesCard({ inbox }: { inbox: UnreadInbox }) {
  const hidden = inbox.projects.reduce((rest, project) => rest - project.unread, inbox.total);
  return (
    <section
      aria-labelledby="unread-messages-heading"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="unread-messages-heading" className="text-base font-semibold">
        Unread messages ({inbox.total})
      </h2>
      {inbox.projects.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Every client message has been read.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {inbox.projects.map((project) => (
            <li key={project.projectId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                <Link to={`/admin-crm/projects/${project.projectId}`} className={recordLinkClass}>
                  {project.title}
                </Link>{" "}
                <span className="text-slate-700 dark:text-slate-300">
                  · {project.clientName} · {project.unread} unread
                </span>
              </span>
              <span className="text-slate-700 dark:text-slate-300">Latest {formatOfficeTime(project.latestAt)}</span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          and {hidden} more on other projects.{" "}
          <Link to="/admin-crm/projects" className={recordLinkClass}>
            All projects
          </Link>
        </p>
      ) : null}
    </section>
  );
}
