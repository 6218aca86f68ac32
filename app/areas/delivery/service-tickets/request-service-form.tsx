import { FormProvider } from "react-hook-form";
import { useNavigate } from "react-router";
import { apiRequest } from "#app/lib/api.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormSelect, FormTextArea } from "#app/ui/form-inputs.tsx";
import { systemKindLabels } from "#app/areas/delivery/installed-systems/index.ts";
import type { RequestServicePageData, RequestServiceResult } from "./request-service.server.ts";
import {
  clientTicketTypeHints,
  clientTicketTypes,
  clientTypeLabels,
  DESCRIPTION_MAX_LENGTH,
  requestServiceFormSchema,
} from "./ticket-schemas.ts";
import { clientTicketPath } from "./ticket-paths.ts";

const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/**
 * The portal's "Request service" (issue 28 §5): the system, what kind of problem, what happened, and photos. With
 * JavaScript the form's own multipart body goes to the API, photos included; without it the browser posts the text
 * fields to the page, which answers with the ticket's page or the form again with what was typed and its messages.
 */
export function RequestServiceForm({
  systems,
  systemId,
  posted,
}: RequestServicePageData & { posted?: RequestServiceResult }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const typed = posted?.values;
  const { form, onSubmit, formError } = useApiForm(
    requestServiceFormSchema,
    {
      systemId: typed?.systemId ?? systemId,
      type: (typed?.type as (typeof clientTicketTypes)[number] | undefined) ?? "repair",
      description: typed?.description ?? "",
    },
    async (_values, element) => {
      const opened = await apiRequest<{ id: string }>("POST", "/api/service/tickets", undefined, {
        body: new FormData(element),
      });
      await navigate(`${clientTicketPath(opened.id)}?opened=1`);
    },
    "Your request could not be sent. Please try again, or call us.",
  );
  const postedError = (field: string) => (posted && !posted.ok ? posted.errors?.[field] : undefined);
  const systemLabels = Object.fromEntries(
    systems.map((system) => [
      system.id,
      `${systemKindLabels[system.kind]} system at ${system.address} (installed ${formatIsoDate(system.installedOn)})`,
    ]),
  );

  return (
    <FormProvider {...form}>
      <form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value="open-ticket" />
        <FormSelect
          name="systemId"
          label="System"
          required
          options={systems.map((system) => system.id)}
          labels={systemLabels}
          emptyLabel={systemId ? undefined : "Choose a system"}
          fallbackError={postedError("systemId")}
        />
        <FormSelect
          name="type"
          label="What kind of problem is it?"
          required
          options={clientTicketTypes}
          labels={clientTypeLabels}
          fallbackError={postedError("type")}
        />
        <dl className="grid gap-1 text-sm text-slate-600 dark:text-slate-400">
          {clientTicketTypes.map((type) => (
            <div key={type}>
              <dt className="inline font-semibold">{clientTypeLabels[type]}: </dt>
              <dd className="inline">{clientTicketTypeHints[type]}</dd>
            </div>
          ))}
        </dl>
        <FormTextArea
          name="description"
          label="What happened?"
          required
          rows={6}
          maxLength={DESCRIPTION_MAX_LENGTH}
          hint="What you see (an error code, a light, low production), since when, and anything that changed."
          fallbackError={postedError("description")}
        />
        {hydrated ? (
          <Field
            label="Photos (optional)"
            hint="Up to 6 photos (JPEG, PNG, WebP or HEIC), each up to 20 MB: the inverter's display, the damage."
          >
            <input type="file" name="file" multiple accept={PHOTO_ACCEPT} className={inputClass} />
          </Field>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            You can add photos from your ticket's page once your browser runs this site's JavaScript.
          </p>
        )}
        <FormAlert message={formError ?? (posted && !posted.ok && !posted.errors ? posted.message : null)} />
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Sending..." : "Request service"}
        </Button>
      </form>
    </FormProvider>
  );
}
