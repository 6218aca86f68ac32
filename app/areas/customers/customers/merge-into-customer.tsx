import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";

export interface MergeSide {
  id: string;
  name: string | null;
  email: string;
}

const named = (side: MergeSide) => side.name ?? side.email;
/** The name with the address beside it, or the address alone when there is no name. */
const described = (side: MergeSide) => (side.name ? `${side.name} (${side.email})` : side.email);

/**
 * "Merge into …": asks first, then merges `merged` into `survivor` (POST /api/crm/customers/merge), which keeps the
 * survivor's facts and takes every record of the other; the page then opens the survivor.
 */
export function MergeIntoButton({ survivor, merged }: { survivor: MergeSide; merged: MergeSide }) {
  const merge = useFormAction("merge-customer");
  return (
    <div className="grid gap-1">
      <ConfirmDialog
        title={`Merge ${named(merged)} into ${named(survivor)}?`}
        description={`Every lead, order, appointment, subscription and account of ${described(merged)} moves to ${described(survivor)}, who keeps their own details and takes only what they lack. The records keep what they said when they were sent.`}
        confirmLabel="Merge"
        onConfirm={() =>
          merge.fetcher.submit(
            { intent: "merge-customer", survivorId: survivor.id, mergedId: merged.id },
            { method: "post" },
          )
        }
        trigger={
          <Button variant="secondary" disabled={merge.pending} className="w-fit">
            Merge into {named(survivor)}
            <span className="sr-only">
              {" "}
              ({merged.email} into {survivor.email})
            </span>
          </Button>
        }
      />
      <FormNotice notice={merge.notice} isError={merge.noticeIsError} />
    </div>
  );
}
