import { useState, type BaseSyntheticEvent } from "react";
import type { DefaultValues, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api.ts";
import { useSchemaForm } from "./use-schema-form.ts";
import type { z } from "./zod.ts";

/**
 * A form checked by its zod schema (`useSchemaForm`) and sent to the JSON API by `send`, as a JSON body or, for a
 * file, the form element's own multipart body. A refusal shows the way the form's own checks do: each field's
 * message under it and focus on the first; a message about no field of the form (or a refusal without field
 * messages, or no answer at all) above the form as `formError`. A field within an object is named by its dotted
 * path (`contact.name`), as the API's `errors` name it.
 */
export function useApiForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  /**
   * Sends the values. It may resolve to a message for `formError`: a refusal the form answers in its own words (the
   * checkout's stock that ran short, shown with its lines).
   */
  send: (
    values: Output,
    element: HTMLFormElement,
    form: UseFormReturn<Input, unknown, Output>,
  ) => Promise<string | undefined | void>,
  /** What `formError` says when the server could not be reached or sent no message. */
  fallback: string,
  /**
   * The API's names of fields the form asks for under other names, e.g. a visit's `startsAt`, which the form asks
   * for as a date and a time: its refusal shows under the form's `date`.
   */
  fieldNames: Readonly<Record<string, Path<Input>>> = {},
) {
  const form = useSchemaForm(schema, defaultValues);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: BaseSyntheticEvent) => {
    const element = event.currentTarget as HTMLFormElement;
    return form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        const refusal = await send(values, element, form);
        if (refusal) setFormError(refusal);
      } catch (error) {
        const body = error instanceof ApiError ? error.body : null;
        const errors = Object.entries(body?.errors ?? {}).map(([field, message]): [string, string] => [
          fieldNames[field] ?? field,
          message,
        ]);
        // A field of the defaults, or of a list the form grew since (`equipment.1.serial`).
        const isOwn = (field: string) => isFieldOf(defaultValues, field) || isFieldOf(form.getValues(), field);
        const own = errors.filter(([field]) => isOwn(field));
        own.forEach(([field, message], index) =>
          form.setError(field as Path<Input>, { type: "server", message }, { shouldFocus: index === 0 }),
        );
        const other = errors.find(([field]) => !isOwn(field))?.[1];
        setFormError(other ?? (own.length > 0 ? null : (body?.message ?? fallback)));
      }
    })(event);
  };
  return { form, onSubmit, formError, setFormError };
}

/** Whether the form has a field at this dotted path, its default given or not (a file input's is undefined). */
function isFieldOf(values: object, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}
