import { documentCategoryLabels } from "#app/content/project-stages.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { DocumentUploadForm } from "./document-upload-form.tsx";
import { isOverdue } from "./office-today.ts";
import type { ProjectActionItem } from "./project-queries.server.ts";

/** When it is due, or when it was done; overdue ones say so in words and with a badge. */
export function ActionItemState({ item, today }: { item: ProjectActionItem; today: string }) {
  if (item.completedAt) return <span>Done {formatOfficeTime(item.completedAt)}</span>;
  const overdue = isOverdue(item, today);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {overdue ? <Badge tone="red">Overdue</Badge> : <Badge tone="amber">To do</Badge>}
      {item.dueOn ? (
        <span>
          {overdue ? "Was due" : "Due"} {formatIsoDate(item.dueOn)}
        </span>
      ) : null}
    </span>
  );
}

function ConfirmButton({
  item,
  fetcher,
}: {
  item: ProjectActionItem;
  fetcher: ReturnType<typeof useFormAction>["fetcher"];
}) {
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("actionItemId") === item.id;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="actionItemId" value={item.id} />
      <Button type="submit" disabled={pending} aria-label={`Confirm: ${item.title}`}>
        {pending ? "Saving..." : "Confirm"}
      </Button>
    </fetcher.Form>
  );
}

/** Staff take back an open item; asked first, since it leaves the client's to-do list for good. */
function CancelActionItem({ item }: { item: ProjectActionItem }) {
  const action = useFormAction("cancel-action-item");
  return (
    <div className="grid gap-1">
      <ConfirmDialog
        title="Cancel this action item?"
        description={`"${item.title}" leaves the client's to-do list. The client is not e-mailed; tell them in the thread if they should know.`}
        confirmLabel="Cancel action item"
        onConfirm={() =>
          action.fetcher.submit({ intent: "cancel-action-item", actionItemId: item.id }, { method: "post" })
        }
        trigger={
          <Button
            variant="destructive"
            disabled={action.pending}
            className="w-fit"
            aria-label={`Cancel: ${item.title}`}
          >
            Cancel
          </Button>
        }
      />
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
    </div>
  );
}

/**
 * The project's action items, open ones first. The client completes an open one here: a "confirm" item with a
 * button, an "upload" item by uploading the document it asks for. Staff see each item's state and when it changed,
 * and can cancel an open one.
 */
export function ActionItemList({
  projectId,
  items,
  today,
  side,
}: {
  projectId: string;
  items: readonly ProjectActionItem[];
  today: string;
  side: "client" | "staff";
}) {
  const confirmation = useFormAction("confirm");
  if (items.length === 0) return <EmptyState>Nothing to do right now.</EmptyState>;
  return (
    <div className="grid gap-3">
      <FormNotice notice={confirmation.notice} isError={confirmation.noticeIsError} />
      <ul aria-label="Action items" className="grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900">
            <p className={`font-medium ${item.completedAt ? "line-through" : ""}`}>{item.title}</p>
            <p className="text-xs">
              <ActionItemState item={item} today={today} />
              {" · "}
              {item.kind === "confirm"
                ? "Confirm"
                : item.category
                  ? `Upload: ${documentCategoryLabels[item.category]}`
                  : "Upload a document"}
            </p>
            {side === "staff" && !item.completedAt ? <CancelActionItem item={item} /> : null}
            {side === "client" && !item.completedAt ? (
              item.kind === "confirm" ? (
                <ConfirmButton item={item} fetcher={confirmation.fetcher} />
              ) : (
                <DocumentUploadForm
                  projectId={projectId}
                  side="client"
                  actionItemId={item.id}
                  defaultCategory={item.category ?? undefined}
                  submitLabel="Upload and complete"
                />
              )
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
