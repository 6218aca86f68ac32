import { Dialog } from "radix-ui";
import { useState, type FormEvent } from "react";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { statusChangeSchema } from "#app/areas/sales/leads-pipeline/index.ts";

/**
 * Asks why a deal dropped on Lost was lost, as the lead page's form does: the move is made only with a reason;
 * Cancel, Escape or the overlay leave the card where it was.
 */
export function LostReasonDialog({
  leadName,
  onConfirm,
  onCancel,
}: {
  /** The lead being marked lost; null keeps the dialog closed. */
  leadName: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason("");
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = statusChangeSchema.safeParse({ status: "lost", lostReason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    close();
    onConfirm(parsed.data.lostReason!);
  };
  return (
    <Dialog.Root
      open={leadName !== null}
      onOpenChange={(open) => {
        if (open) return;
        close();
        onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="text-lg font-semibold">Mark {leadName} as lost</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700 dark:text-slate-300">
            Say why the deal was lost; it goes on the lead&apos;s timeline.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Field label="Reason for losing the lead" error={error}>
              <textarea
                rows={3}
                maxLength={500}
                className={inputClass}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClass("secondary")}>Cancel</Dialog.Close>
              <Button type="submit" variant="destructive">
                Mark as lost
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
