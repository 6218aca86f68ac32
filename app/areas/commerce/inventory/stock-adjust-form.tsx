import { useState } from "react";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import {
  adjustmentDirections,
  adjustmentPreview,
  adjustmentReasonLabels,
  staffAdjustmentReasons,
  type StaffAdjustmentReason,
} from "./adjustment-reasons.ts";

/**
 * Goods received, damaged or lost, or a count corrected: the change and why, written to the stock log. The form says
 * what the change will do before it is sent, and is empty again after it is saved, so one more click repeats nothing.
 */
export function StockAdjustForm({ stock }: { stock: number }) {
  const [reason, setReason] = useState<StaffAdjustmentReason | "">("");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const action = useFormAction("stock-adjust", () => {
    setReason("");
    setAmount("");
    setNote("");
  });
  const errors = action.result && !action.result.ok ? (action.result.errors ?? {}) : {};
  const counting = reason !== "" && adjustmentDirections[reason] === "sets";
  const preview = adjustmentPreview(stock, reason, amount);
  return (
    <action.fetcher.Form method="post" noValidate className="grid gap-4 sm:grid-cols-3">
      <input type="hidden" name="intent" value="stock-adjust" />
      <Field label="Reason" required error={errors.reason}>
        <select
          name="reason"
          className={inputClass}
          value={reason}
          onChange={(event) => setReason(event.target.value as StaffAdjustmentReason | "")}
        >
          <option value="">Choose a reason</option>
          {staffAdjustmentReasons.map((value) => (
            <option key={value} value={value}>
              {adjustmentReasonLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      {counting ? (
        <Field label="Counted quantity" required hint="What is on the shelf now" error={errors.countedQuantity}>
          <input
            name="countedQuantity"
            inputMode="numeric"
            className={inputClass}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
      ) : (
        <Field label="Change" required hint="e.g. 12 received, -2 damaged" error={errors.quantityChange}>
          <input
            name="quantityChange"
            inputMode="numeric"
            className={inputClass}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
      )}
      <Field label="Note" error={errors.note}>
        <input
          name="note"
          maxLength={500}
          className={inputClass}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <div className="grid gap-2 sm:col-span-3">
        {preview ? (
          <p aria-live="polite" className="text-sm font-medium">
            {preview}
          </p>
        ) : null}
        <FormNotice notice={action.notice} isError={action.noticeIsError} />
        <Button type="submit" variant="primary" disabled={action.pending} className="w-fit">
          {action.pending ? "Saving..." : "Adjust stock"}
        </Button>
      </div>
    </action.fetcher.Form>
  );
}

/** Takes the product off sale (asking first) or puts it back. */
export function ProductActiveForm({ active, sku }: { active: boolean; sku: string }) {
  const action = useFormAction("product-active");
  const submit = (next: boolean) =>
    action.fetcher.submit({ intent: "product-active", active: String(next) }, { method: "post" });
  return (
    <div className="grid gap-2">
      {active ? (
        <ConfirmDialog
          title={`Deactivate ${sku}?`}
          description="It leaves the catalogue and carts; its orders and stock log stay. You can put it back on sale."
          confirmLabel="Deactivate"
          onConfirm={() => submit(false)}
          trigger={
            <Button variant="destructive" disabled={action.pending} className="w-fit">
              Deactivate product
            </Button>
          }
        />
      ) : (
        <Button variant="secondary" disabled={action.pending} className="w-fit" onClick={() => submit(true)}>
          Put back on sale
        </Button>
      )}
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
    </div>
  );
}
