import { zodResolver } from "@hookform/resolvers/zod";
import { UtilityOptions } from "#app/areas/customers/index.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { useActionForm } from "#app/lib/use-page-action.ts";
import {
  ownershipLabels,
  ownershipValues,
  waitingOnLabels,
  waitingOnValues,
  type Ownership,
  type WaitingOn,
} from "#app/areas/sales/leads/index.ts";
import type { UtilityId } from "#app/content/utility-tariffs.ts";
import { dealSchema } from "./deal-schema.ts";

export interface Deal {
  /** Absent for a role that may not see amounts: then the form has no amount field and never sends one. */
  amountCents?: number | null;
  systemSizeKw: number | null;
  batteryKwh: number | null;
  expectedCloseOn: string | null;
  waitingOn: WaitingOn | null;
  utility: UtilityId | null;
  ownership: Ownership | null;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/**
 * The lead's deal: its amount in dollars, the system, when it should close, whom it waits on, the utility and whether
 * the customer owns the property (the last two are fit score inputs).
 */
export function LeadDealForm({ deal }: { deal: Deal }) {
  const seesAmount = "amountCents" in deal;
  const action = useActionForm("deal", zodResolver(dealSchema), {
    values: {
      ...(seesAmount ? { amountCents: deal.amountCents == null ? "" : (deal.amountCents / 100).toFixed(2) } : {}),
      systemSizeKw: text(deal.systemSizeKw),
      batteryKwh: text(deal.batteryKwh),
      expectedCloseOn: text(deal.expectedCloseOn),
      waitingOn: text(deal.waitingOn),
      utility: text(deal.utility),
      ownership: text(deal.ownership),
    },
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Save deal">
      {seesAmount ? (
        <Field label="Amount ($)" hint="What the deal is worth" error={action.fieldError("amountCents")}>
          <input inputMode="decimal" className={inputClass} {...register("amountCents")} />
        </Field>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="System size (kW)" error={action.fieldError("systemSizeKw")}>
          <input inputMode="decimal" className={inputClass} {...register("systemSizeKw")} />
        </Field>
        <Field label="Battery (kWh)" error={action.fieldError("batteryKwh")}>
          <input inputMode="decimal" className={inputClass} {...register("batteryKwh")} />
        </Field>
      </div>
      <Field label="Expected to close on" error={action.fieldError("expectedCloseOn")}>
        <input type="date" className={inputClass} {...register("expectedCloseOn")} />
      </Field>
      <Field label="Waiting on" error={action.fieldError("waitingOn")}>
        <select className={inputClass} {...register("waitingOn")}>
          <option value="">Nobody</option>
          {waitingOnValues.map((value) => (
            <option key={value} value={value}>
              {waitingOnLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Utility" error={action.fieldError("utility")}>
        <select className={inputClass} {...register("utility")}>
          <UtilityOptions />
        </select>
      </Field>
      <Field label="Property ownership" error={action.fieldError("ownership")}>
        <select className={inputClass} {...register("ownership")}>
          <option value="">Not asked</option>
          {ownershipValues.map((value) => (
            <option key={value} value={value}>
              {ownershipLabels[value]}
            </option>
          ))}
        </select>
      </Field>
    </ActionForm>
  );
}
