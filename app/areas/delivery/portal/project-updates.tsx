import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { Thread } from "#app/ui/thread.tsx";
import type { ProjectDetail } from "./project-queries.server.ts";
import { projectUpdateSchema, UPDATE_MAX_LENGTH } from "./project-schemas.ts";
import type { PortalSide } from "./tables.server.ts";

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

const updateInput = {
  intent: "update",
  schema: projectUpdateSchema,
  label: "New update",
  hint: "Seen by the client",
  submitLabel: "Post update",
  maxLength: UPDATE_MAX_LENGTH,
  rows: 2,
};

/** Staff's client-visible updates, newest first, under the input that posts one; staff's page can delete them. */
export function ProjectUpdates({ updates, reader }: { updates: readonly ProjectUpdate[]; reader: PortalSide }) {
  const staff = reader === "staff";
  const entries = updates.map((update) => ({
    id: update.id,
    author: "Our team",
    at: update.createdAt,
    body: update.body,
    actions: staff ? <DeleteUpdate update={update} /> : undefined,
  }));
  return (
    <Thread
      label="Updates"
      entries={entries}
      empty="No updates yet."
      input={staff ? updateInput : undefined}
      order="newest first"
    />
  );
}
