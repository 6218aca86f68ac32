import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import {
  clientDocumentCategories,
  documentCategories,
  documentCategoryLabels,
  type DocumentCategory,
} from "#app/content/project-stages.ts";
import { apiRequest } from "#app/lib/api.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { toast } from "#app/ui/toast.tsx";
import { uploadFormSchema } from "./project-schemas.ts";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp";

/**
 * Uploads one document (up to 20 MB) to the project through the JSON API's multipart route, then reloads the page's
 * data. With an action item it answers that item (which the upload completes).
 */
export function DocumentUploadForm({
  projectId,
  side,
  actionItemId,
  defaultCategory,
  submitLabel = "Upload",
}: {
  projectId: string;
  side: "client" | "staff";
  actionItemId?: string;
  defaultCategory?: DocumentCategory;
  submitLabel?: string;
}) {
  const revalidator = useRevalidator();
  const categories = side === "staff" ? documentCategories : clientDocumentCategories;
  const { form, onSubmit, formError } = useApiForm(
    uploadFormSchema,
    { file: undefined, category: defaultCategory ?? categories[0] },
    async ({ file }, element, form) => {
      // The input's own file list, which the reset below empties.
      const { name } = file[0]!;
      // The form's own multipart body: the file streams to the server as it was chosen.
      await apiRequest("POST", `/api/projects/${projectId}/documents`, undefined, { body: new FormData(element) });
      element.reset();
      form.reset();
      toast({ title: `Uploaded ${name}` });
      await revalidator.revalidate();
    },
    "The upload failed. Please try again.",
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
        {actionItemId ? <input type="hidden" name="actionItemId" value={actionItemId} /> : null}
        <FormInput
          name="file"
          label="File"
          hint="PDF, photo (JPEG, PNG, WebP, HEIC) or office document, up to 20 MB"
          type="file"
          accept={ACCEPT}
        />
        <FormSelect name="category" label="Category" options={categories} labels={documentCategoryLabels} />
        <FormNotice notice={formError} isError />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Uploading..." : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
