import { FormProvider } from "react-hook-form";
import { useNavigate } from "react-router";
import { ticketPriorities, ticketPriorityLabels, ticketTypeLabels, ticketTypes } from "#app/content/service-targets.ts";
import { apiRequest } from "#app/lib/api.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormSelect, FormTextArea } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { siteAddressLine, systemKindLabels } from "#app/areas/delivery/installed-systems/index.ts";
import type { OpenTicketPageData } from "./open-ticket-page.server.ts";
import { DESCRIPTION_MAX_LENGTH, openTicketSchema } from "./ticket-schemas.ts";

/**
 * The office opens a ticket for a customer (a call, a repair request lead, the customer's page): the site, which
 * system if known, the type, a priority (the type's default unless chosen) and what is wrong. Sent to the JSON API;
 * once opened, back to the site's page.
 */
export function OpenTicketForm({ sites, siteId, systemId, leadId }: OpenTicketPageData) {
  const navigate = useNavigate();
  const { form, onSubmit, formError } = useApiForm(
    openTicketSchema,
    { siteId, systemId, type: "repair", priority: "", description: "", leadId },
    async (values) => {
      const opened = await apiRequest<{ reference: string }>("POST", "/api/service/tickets", values);
      toast({ title: `Ticket ${opened.reference} opened` });
      await navigate(`/enterprise-carm/sites/${values.siteId ?? siteId}`);
    },
    "The ticket could not be opened. Please try again.",
  );
  const chosenSite = sites.find((site) => site.id === form.watch("siteId")) ?? sites[0];
  const systemLabels = Object.fromEntries(
    (chosenSite?.systems ?? []).map((system) => [
      system.id,
      `${systemKindLabels[system.kind]} system, installed ${formatIsoDate(system.installedOn)}`,
    ]),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-2xl gap-4">
        <FormSelect
          name="siteId"
          label="Site"
          required
          options={sites.map((site) => site.id)}
          labels={Object.fromEntries(sites.map((site) => [site.id, siteAddressLine(site.address)]))}
        />
        <FormSelect
          name="systemId"
          label="System"
          options={(chosenSite?.systems ?? []).map((system) => system.id)}
          labels={systemLabels}
          emptyLabel="The site as a whole, or not known"
        />
        <FormSelect name="type" label="Type" required options={ticketTypes} labels={ticketTypeLabels} />
        <FormSelect
          name="priority"
          label="Priority"
          options={ticketPriorities}
          labels={ticketPriorityLabels}
          emptyLabel="The type's default"
        />
        <FormTextArea
          name="description"
          label="What is wrong"
          required
          rows={5}
          maxLength={DESCRIPTION_MAX_LENGTH}
          hint="What the customer reports, error codes, since when; the customer reads this on their ticket."
        />
        <FormAlert message={formError} />
        <Button type="submit" disabled={form.formState.isSubmitting || sites.length === 0} className="w-fit">
          {form.formState.isSubmitting ? "Opening..." : "Open the ticket"}
        </Button>
      </form>
    </FormProvider>
  );
}
