import { FormProvider } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { apiRequest } from "#app/lib/api.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { toast } from "#app/ui/toast.tsx";
import { siteCorrectionSchema, siteSchema } from "./site-schemas.ts";
import { SiteFields } from "./service-fields.tsx";
import type { SiteView } from "./sites.server.ts";

const FALLBACK = "Could not save the site. Please try again.";

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
    },
    async (site) => {
      const { id } = await apiRequest<{ id: string }>("POST", "/api/service/sites", site);
      toast({ title: "Site added" });
      await navigate(`/enterprise-carm/sites/${id}`);
    },
    FALLBACK,
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <SiteFields />
        <FormAlert message={formError} />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Saving..." : "Add site"}
        </Button>
      </form>
    </FormProvider>
  );
}

/** "Correct the site" on a site's page: PATCH /api/service/sites/:id with the whole set. */
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
      contacts: site.contacts,
    },
    async (correction) => {
      await apiRequest("PATCH", `/api/service/sites/${site.id}`, correction);
      toast({ title: "Site saved" });
      await revalidate();
    },
    FALLBACK,
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <SiteFields />
        <FormAlert message={formError} />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Saving..." : "Save site"}
        </Button>
      </form>
    </FormProvider>
  );
}
