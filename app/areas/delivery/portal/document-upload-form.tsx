import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import {
  clientDocumentCategories,
  documentCategories,
  documentCategoryLabels,
  type DocumentCategory,
} from "#app/content/project-stages.ts";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { toast } from "#app/ui/toast.tsx";

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();
  const formId = useId();
  const categories = side === "staff" ? documentCategories : clientDocumentCategories;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("file");
    if (!(file instanceof File) || file.size === 0) {
      setErrors({ file: "Please choose a file" });
      return;
    }
    setPending(true);
    setErrors({});
    setNotice(null);
    try {
      await apiRequest("POST", `/api/projects/${projectId}/documents`, undefined, { body: data });
      form.reset();
      toast({ title: `Uploaded ${file.name}` });
      await revalidator.revalidate();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      setErrors(body?.errors ?? {});
      setNotice(body?.errors ? null : (body?.message ?? "The upload failed. Please try again."));
    } finally {
      setPending(false);
    }
  };

  return (
    <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
      {actionItemId ? <input type="hidden" name="actionItemId" value={actionItemId} /> : null}
      <Field label="File" hint="PDF, photo (JPEG, PNG, WebP, HEIC) or office document, up to 20 MB" error={errors.file}>
        <input type="file" name="file" accept={ACCEPT} className={inputClass} />
      </Field>
      <Field label="Category" error={errors.category}>
        <select name="category" defaultValue={defaultCategory ?? categories[0]} className={inputClass}>
          {categories.map((category) => (
            <option key={category} value={category}>
              {documentCategoryLabels[category]}
            </option>
          ))}
        </select>
      </Field>
      <FormNotice notice={errors.actionItemId ?? notice} isError />
      <Button type="submit" variant="secondary" disabled={pending} className="w-fit">
        {pending ? "Uploading..." : submitLabel}
      </Button>
    </form>
  );
}
