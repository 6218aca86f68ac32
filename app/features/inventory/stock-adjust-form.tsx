import { useFormAction } from "../../lib/use-page-action.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { FormNotice } from "../../ui/form-notice.tsx";
import { adjustmentReasonLabels, staffAdjustmentReasons } from "./adjustment-reasons.ts";

/** Goods received, damaged or a count corrected: the change and why, written to the stock log. */
export function StockAdjustForm() {
  const action = useFormAction("stock-adjust");
  const errors = action.result && !action.result.ok ? (action.result.errors ?? {}) : {};
  return (
    <action.fetcher.Form method="post" noValidate className="grid gap-4 sm:grid-cols-3">
      <input type="hidden" name="intent" value="stock-adjust" />
      <Field label="Reason" required error={errors.reason}>
        <select name="reason" className={inputClass} defaultValue="">
          <option value="">Choose a reason</option>
          {staffAdjustmentReasons.map((reason) => (
            <option key={reason} value={reason}>
              {adjustmentReasonLabels[reason]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Change" required hint="e.g. 12 received, -2 damaged" error={errors.quantityChange}>
        <input name="quantityChange" inputMode="numeric" className={inputClass} />
      </Field>
      <Field label="Note" error={errors.note}>
        <input name="note" maxLength={500} className={inputClass} />
      </Field>
      <div className="grid gap-2 sm:col-span-3">
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
