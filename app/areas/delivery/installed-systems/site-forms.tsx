import type { BaseSyntheticEvent } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { apiRequest } from "#app/lib/api.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { toast } from "#app/ui/toast.tsx";
import { siteCorrectionSchema, siteSchema } from "./site-schemas.ts";
import { SiteContactsFields, SiteFields } from "./service-fields.tsx";
import { SubmitButton } from "./system-forms.tsx";
import type { SiteView } from "./sites.server.ts";

const FALLBACK = "Could not save the site. Please try again.";

/** A site's fields, the form's own message and its button: the same for adding a site and correcting one. */
function SiteForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  formError,
  label,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
  formError: string | null;
  label: string;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <SiteFields />
        <SiteContactsFields />
        <FormAlert message={formError} />
        <SubmitButton pending={form.formState.isSubmitting} label={label} />
      </form>
    </FormProvider>
  );
}

/** "Add a site" on a customer's page: POST /api/service/sites, then the new site's page. */
export function AddSiteForm({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const { form, onSubmit, formError } = useApiForm(
    siteSchema,
    {
      customerId,
      address: { line1: "", line2: "", city: "", state: "CA", postalCode: "" },
      utility: "",
      accessNotes: "",
      contacts: [],
    },
    async (site) => {
      const { id } = await apiRequest<{ id: string }>("POST", "/api/service/sites", site);
      toast({ title: "Site added" });
      await navigate(`/enterprise-carm/sites/${id}`);
    },
    FALLBACK,
  );
  return <SiteForm form={form} onSubmit={onSubmit} formError={formError} label="Add site" />;
}

/** "Correct the site" on a site's page, its contacts too: PATCH /api/service/sites/:id with the whole set. */
export function CorrectSiteForm({ site }: { site: SiteView }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    siteCorrectionSchema,
    {
      address: {
        line1: site.address.line1,
        line2: site.address.line2 ?? "",
        city: site.address.city ?? "",
        state: site.address.state,
        postalCode: site.address.postalCode ?? "",
      },
      utility: site.utility ?? "",
      accessNotes: site.accessNotes ?? "",
      contacts: site.contacts.map((contact) => ({
        name: contact.name,
        role: contact.role ?? "",
        phone: contact.phone ?? "",
        email: contact.email ?? "",
      })),
    },
    async (correction) => {
      await apiRequest("PATCH", `/api/service/sites/${site.id}`, correction);
      toast({ title: "Site saved" });
      await revalidate();
    },
    FALLBACK,
  );
  return <SiteForm form={form} onSubmit={onSubmit} formError={formError} label="Save site" />;
}
