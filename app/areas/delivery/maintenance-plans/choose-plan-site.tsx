import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { apiRequest } from "#app/lib/api.ts";
import { maxLength } from "#app/lib/field-rules.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import type { OwnWaitingPurchase } from "./plan-purchases.server.ts";
import { attachedMessage, NEW_SITE, planPurchaseSiteFormSchema, type AttachedTerm } from "./plan-schemas.ts";

/** A site the client may choose, named by its address. */
export interface SiteChoice {
  id: string;
  address: string;
}

/** One plan bought in the shop: which of the client's sites it is for, or the address of a new one. */
function PurchaseSiteForm({ purchase, sites }: { purchase: OwnWaitingPurchase; sites: readonly SiteChoice[] }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    planPurchaseSiteFormSchema,
    {
      siteId: sites.length === 0 ? NEW_SITE : "",
      address: { line1: "", line2: "", city: "", state: "CA", postalCode: "" },
    },
    async (choice) => {
      const term = await apiRequest<AttachedTerm>("POST", `/api/account/plan-purchases/${purchase.id}/site`, choice);
      toast({ title: attachedMessage(term) });
      await revalidate();
    },
    "Your choice could not be saved. Please try again, or call us.",
  );
  const newSite = form.watch("siteId") === NEW_SITE;
  const labels = Object.fromEntries([
    ...sites.map((site) => [site.id, site.address]),
    [NEW_SITE, "A new site (enter its address)"],
  ]);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <FormSelect
          name="siteId"
          label={`Site for your ${purchase.planName} (order ${purchase.orderNumber})`}
          required
          options={[...sites.map((site) => site.id), NEW_SITE]}
          labels={labels}
          emptyLabel={sites.length === 0 ? undefined : "Choose a site"}
        />
        {newSite ? (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">The new site's address</legend>
            <div className="sm:col-span-2">
              <FormInput name="address.line1" label="Street address" required maxLength={maxLength.address} />
            </div>
            <div className="sm:col-span-2">
              <FormInput name="address.line2" label="Apartment, suite, unit" maxLength={maxLength.address} />
            </div>
            <FormInput name="address.city" label="City" required maxLength={maxLength.shortText} />
            <FormInput name="address.state" label="State" required maxLength={2} />
            <FormInput name="address.postalCode" label="ZIP code" required maxLength={5} inputMode="numeric" />
          </fieldset>
        ) : null}
        <FormAlert message={formError} />
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Saving..." : "Use this site"}
        </Button>
      </form>
    </FormProvider>
  );
}

/**
 * The client's dashboard asks where each plan they bought in the shop applies, when they have no site on record or
 * several (decision 0190); a buyer with one site never sees it: the plan attaches there.
 */
export function ChoosePlanSite({
  purchases,
  sites,
}: {
  purchases: readonly OwnWaitingPurchase[];
  sites: readonly SiteChoice[];
}) {
  if (purchases.length === 0) return null;
  return (
    <section aria-labelledby="choose-plan-site" className="grid gap-4">
      <h2 id="choose-plan-site" className="text-xl font-semibold">
        Choose the site for your maintenance plan
      </h2>
      {purchases.map((purchase) => (
        <article key={purchase.id} className="grid gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <p className="text-sm">
            You bought the {purchase.planName} on {formatIsoDate(purchase.orderedOn)}. Tell us where it applies and we
            schedule its visits there.
          </p>
          <PurchaseSiteForm purchase={purchase} sites={sites} />
        </article>
      ))}
    </section>
  );
}
