import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import type { ProjectDetail } from "./project-queries.server.ts";

type ProjectUpdate = ProjectDetail["updates"][number];

/** Staff remove an update the client should not read; asked first, since it is gone for good. */
function DeleteUpdate({ update }: { update: ProjectUpdate }) {
  const action = useFormAction("delete-update");
  const when = formatOfficeTime(update.createdAt);
  return (
    <div className="grid gap-1">
      <ConfirmDialog
        title="Delete this update?"
        description={`The update of ${when} leaves the client's project page and dashboard. This cannot be undone.`}
        confirmLabel="Delete update"
        onConfirm={() => action.fetcher.submit({ intent: "delete-update", updateId: update.id }, { method: "post" })}
        trigger={
          <Button
            variant="destructive"
            disabled={action.pending}
            className="w-fit"
            aria-label={`Delete the update of ${when}`}
          >
            Delete
          </Button>
        }
      />
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
    </div>
  );
}

/** Staff's client-visible updates, newest first, as typed (React escapes them); staff's page can delete them. */
export function ProjectUpdates({
  updates,
  deletable = false,
}: {
  updates: readonly ProjectUpdate[];
  deletable?: boolean;
}) {
  if (updates.length === 0) return <EmptyState>No updates yet.</EmptyState>;
  return (
    <ul aria-label="Updates" className="grid gap-3">
      {updates.map((update) => (
        <li key={update.id} className="grid gap-1 text-sm">
          <p className="whitespace-pre-wrap wrap-anywhere">{update.body}</p>
          <p className="text-xs text-slate-700 dark:text-slate-300">{formatOfficeTime(update.createdAt)}</p>
          {deletable ? <DeleteUpdate update={update} /> : null}
        </li>
      ))}
    </ul>
  );
}
