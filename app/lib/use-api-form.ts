import { useState, type BaseSyntheticEvent } from "react";
import type { DefaultValues, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api.ts";
import { useSchemaForm } from "./use-schema-form.ts";
import type { z } from "./zod.ts";

/**
 * A form checked by its zod schema (`useSchemaForm`) and sent to the JSON API by `send`, as a JSON body or, for a
 * file, the form element's own multipart body. A refusal shows the way the form's own checks do: each field's
 * message under it and focus on the first; a message about no field of the form (or a refusal without field
 * messages, or no answer at all) above the form as `formError`.
 */
export function useApiForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (values: Output, element: HTMLFormElement, form: UseFormReturn<Input, unknown, Output>) => Promise<void>,
  /** What `formError` says when the server could not be reached or sent no message. */
  fallback: string,
) {
  const form = useSchemaForm(schema, defaultValues);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: BaseSyntheticEvent) => {
    const element = event.currentTarget as HTMLFormElement;
    return form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await send(values, element, form);
      } catch (error) {
        const body = error instanceof ApiError ? error.body : null;
        const errors = Object.entries(body?.errors ?? {});
        const own = errors.filter(([field]) => field in defaultValues);
        own.forEach(([field, message], index) =>
          form.setError(field as Path<Input>, { type: "server", message }, { shouldFocus: index === 0 }),
        );
        const other = errors.find(([field]) => !(field in defaultValues))?.[1];
        setFormError(other ?? (own.length > 0 ? null : (body?.message ?? fallback)));
      }
    })(event);
  };
  return { form, onSubmit, formError, setFormError };
}
