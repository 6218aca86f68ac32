import { formatOfficeTime } from "../../lib/office-time.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import type { ProjectDetail } from "./project-queries.server.ts";

/** Staff's client-visible updates, newest first, as typed (React escapes them). */
export function ProjectUpdates({ updates }: { updates: ProjectDetail["updates"] }) {
  if (updates.length === 0) return <EmptyState>No updates yet.</EmptyState>;
  return (
    <ul aria-label="Updates" className="grid gap-3">
      {updates.map((update) => (
        <li key={update.id} className="text-sm">
          <p className="whitespace-pre-wrap wrap-anywhere">{update.body}</p>
          <p className="text-xs text-slate-700 dark:text-slate-300">{formatOfficeTime(update.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
