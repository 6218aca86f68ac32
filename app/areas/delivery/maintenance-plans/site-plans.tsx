import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { planTemplates } from "#app/content/maintenance-plans.ts";
import { apiRequest } from "#app/lib/api.ts";
import { formatCents, formatIsoDate } from "#app/lib/format.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { toast } from "#app/ui/toast.tsx";
import { planStateLabels, planVisitStateLabels } from "./plan-states.ts";
import { planSaleSchema } from "./plan-schemas.ts";
import type { SitePlansData, SitePlanView } from "./plan-views.server.ts";

const templateLabels = Object.fromEntries(planTemplates.map((template) => [template.id, template.name]));

/** "Sell a plan": POST /api/service/plans, then the page again with the plan and its visits. */
function SellPlanForm({ siteId, today }: { siteId: string; today: string }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    planSaleSchema,
    { siteId, templateId: "", startsOn: today },
    async (sale) => {
      await apiRequest("POST", "/api/service/plans", sale);
      toast({ title: "Plan sold: its visits for the next 12 months are in the due list" });
      await revalidate();
    },
    "Could not sell the plan. Please try again.",
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3 sm:max-w-md">
        <FormSelect
          name="templateId"
          label="Plan"
          required
          options={planTemplates.map((template) => template.id)}
          labels={templateLabels}
          emptyLabel="Choose a plan"
        />
        <FormInput name="startsOn" label="Starts on" type="date" required />
        <FormAlert message={formError} />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Saving..." : "Sell plan"}
        </Button>
      </form>
    </FormProvider>
  );
}

/** Renew and cancel: each one request, then the page again. */
function PlanActions({ plan }: { plan: SitePlanView }) {
  const { revalidate } = useRevalidator();
  const act = async (path: string, done: string) => {
    try {
      await apiRequest("POST", path);
      toast({ title: done });
    } catch (error) {
      toast({ title: error instanceof Error ? error.message : "Could not change the plan", variant: "destructive" });
    }
    await revalidate();
  };
  return (
    <div className="flex flex-wrap gap-2">
      {plan.renewed ? null : (
        <Button variant="secondary" onClick={() => void act(`/api/service/plans/${plan.id}/renew`, "Plan renewed")}>
          Renew<span className="sr-only"> {plan.name}</span>
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="secondary">
            Cancel plan<span className="sr-only"> {plan.name}</span>
          </Button>
        }
        title={`Cancel the ${plan.name}?`}
        description="Its visits still due leave the due list; visits already booked stay booked."
        confirmLabel="Cancel plan"
        onConfirm={() => void act(`/api/service/plans/${plan.id}/cancel`, "Plan cancelled")}
      />
    </div>
  );
}

function PlanSummary({ plan, changes, today }: { plan: SitePlanView; changes: boolean; today: string }) {
  const ended = plan.endsOn < today;
  return (
    <article className="grid gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold">
        {plan.name}
        <Badge tone={plan.state === "cancelled" || ended ? "slate" : "emerald"}>
          {ended && plan.state === "active" ? "Ended" : planStateLabels[plan.state]}
        </Badge>
        {plan.renewed ? <Badge tone="sky">Renewed</Badge> : null}
      </h3>
      <p className="text-sm">
        {formatIsoDate(plan.startsOn)} to {formatIsoDate(plan.endsOn)} · {formatCents(plan.priceCents)}
      </p>
      {plan.upcoming.length === 0 ? (
        <p className="text-sm">No visit to come in the next 12 months.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {plan.upcoming.map((visit) => (
            <li key={visit.id}>
              {formatIsoDate(visit.dueOn)}: {visit.title} ({planVisitStateLabels[visit.state]})
            </li>
          ))}
        </ul>
      )}
      {changes && plan.state === "active" ? <PlanActions plan={plan} /> : null}
    </article>
  );
}

/**
 * A site page's "Maintenance plans" (/enterprise-carm/sites/:id): each term with its visits to come and, for the
 * office, renewal, cancellation and the form that sells a plan by hand.
 */
export function SitePlans({ siteId, data }: { siteId: string; data: SitePlansData }) {
  const { plans, changes, today } = data;
  return (
    <Panel title="Maintenance plans">
      <div className="grid gap-4">
        {plans.length === 0 ? <p className="text-sm">No maintenance plan at this site.</p> : null}
        {plans.map((plan) => (
          <PlanSummary key={plan.id} plan={plan} changes={changes} today={today} />
        ))}
        {changes ? (
          <section aria-labelledby={`sell-plan-${siteId}`} className="grid gap-3">
            <h3 id={`sell-plan-${siteId}`} className="font-semibold">
              Sell a plan
            </h3>
            <SellPlanForm siteId={siteId} today={today} />
          </section>
        ) : null}
      </div>
    </Panel>
  );
}
