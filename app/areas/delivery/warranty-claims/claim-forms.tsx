import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { equipmentCategoryLabels } from "#app/content/equipment-warranty-terms.ts";
import { apiRequest } from "#app/lib/api.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { RepeatedFields } from "#app/ui/repeated-fields.tsx";
import { toast } from "#app/ui/toast.tsx";
import { claimStateLabels, claimStates } from "./claim-states.ts";
import { claimSchema, claimUpdateSchema } from "./claim-schemas.ts";
import type { TicketClaim, TicketClaims } from "./ticket-claims.server.ts";

const FALLBACK = "Could not save the claim. Please try again.";
const blankItem = { equipmentItemId: "", newSerial: "" };
const dollars = (cents: number | null | undefined) => (cents == null ? "" : (cents / 100).toFixed(2));

function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" variant="secondary" disabled={pending} className="w-fit">
      {pending ? "Saving..." : label}
    </Button>
  );
}

/**
 * "Record a warranty claim" on a ticket: the manufacturer, RMA, replacement date, labour amount and each item
 * replaced at the ticket's site with its new serial; POST /api/service/tickets/:id/claims. The deadline is not
 * typed: the server computes it from the manufacturer's rule.
 */
export function RecordClaimForm({ ticketId, equipment }: { ticketId: string; equipment: TicketClaims["equipment"] }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    claimSchema,
    { manufacturer: "", rmaNumber: "", replacedOn: "", amountCents: "", items: [{ ...blankItem }] },
    async (claim, _element, form) => {
      await apiRequest("POST", `/api/service/tickets/${ticketId}/claims`, claim);
      toast({ title: "Claim recorded" });
      form.reset();
      await revalidate();
    },
    FALLBACK,
  );
  const equipmentLabels = Object.fromEntries(
    equipment.map((item) => [
      item.id,
      `${equipmentCategoryLabels[item.category]}: ${item.make} ${item.model}${item.serial ? `, serial ${item.serial}` : ""}`,
    ]),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <div className="grid gap-3 md:grid-cols-2">
          <FormInput name="manufacturer" label="Manufacturer" required maxLength={maxLength.shortText} />
          <FormInput
            name="rmaNumber"
            label="RMA number"
            hint="Enphase issues it before it accepts a labour claim."
            maxLength={maxLength.shortText}
          />
          <FormInput name="replacedOn" label="Replacement date" required type="date" />
          <FormInput name="amountCents" label="Labour to claim, $" inputMode="decimal" />
        </div>
        <RepeatedFields name="items" legend="Equipment replaced" entry={["an", "item"]} blank={blankItem} min={1}>
          {(prefix) => (
            <div className="grid gap-3 md:grid-cols-2">
              <FormSelect
                name={`${prefix}equipmentItemId`}
                label="Equipment"
                required
                options={equipment.map((item) => item.id)}
                labels={equipmentLabels}
                emptyLabel="Choose the item replaced"
              />
              <FormInput
                name={`${prefix}newSerial`}
                label="New serial number"
                required
                maxLength={maxLength.shortText}
              />
            </div>
          )}
        </RepeatedFields>
        <FormAlert message={formError} />
        <SaveButton pending={form.formState.isSubmitting} label="Record claim" />
      </form>
    </FormProvider>
  );
}

/** A claim moved on (claimed, paid, rejected on a day), or its amount or RMA recorded: POST /api/service/claims/:id. */
export function UpdateClaimForm({ claim }: { claim: TicketClaim }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    claimUpdateSchema,
    { state: "", stateOn: "", amountCents: dollars(claim.amountCents), rmaNumber: claim.rmaNumber ?? "" },
    async (update, _element, form) => {
      await apiRequest("POST", `/api/service/claims/${claim.id}`, update);
      toast({ title: "Claim saved" });
      form.reset({ ...form.getValues(), state: "", stateOn: "" });
      await revalidate();
    },
    FALLBACK,
  );
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold">Update the claim to {claim.manufacturer}</summary>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2 grid gap-3 md:grid-cols-2">
          <FormSelect
            name="state"
            label="New state"
            options={claimStates.filter((state) => state !== claim.state && state !== "to_claim")}
            labels={claimStateLabels}
            emptyLabel="Unchanged"
          />
          <FormInput name="stateOn" label="On" type="date" hint="Blank: today" />
          <FormInput name="amountCents" label="Labour claimed, $" inputMode="decimal" />
          <FormInput name="rmaNumber" label="RMA number" maxLength={maxLength.shortText} />
          <div className="grid gap-3 md:col-span-2">
            <FormAlert message={formError} />
            <SaveButton pending={form.formState.isSubmitting} label="Save claim" />
          </div>
        </form>
      </FormProvider>
    </details>
  );
}
