import { useEffect, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useActionData, useFetcher } from "react-router";
import { useHydrated } from "./use-hydrated.ts";
import { toast } from "#app/ui/toast.tsx";
import type { FormActionResult } from "./page-action.ts";

/**
 * One form's round trip to its page's route action. With JavaScript the form posts
 * through a fetcher and a success shows a toast; without it the browser posts the form
 * and the result arrives as the page's action data, shown beside the form.
 */
export function useFormAction(intent: string, onSuccess?: () => void) {
  const fetcher = useFetcher<FormActionResult>();
  const actionData = useActionData<FormActionResult>();
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    toast({ title: fetcher.data.message });
    onSuccess?.();
    // A new result is what matters here, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const failed = result && !result.ok;
  return {
    intent,
    fetcher,
    result,
    pending: fetcher.state !== "idle",
    /** A failure without field messages, or a success after a post without JavaScript. */
    notice: failed ? (result.errors ? null : result.message) : fetcher.data ? null : result?.message,
    noticeIsError: Boolean(failed),
  };
}

/**
 * useFormAction with react-hook-form, its resolver made from the same zod schema as the
 * action: validated in the browser on submit, again on every change, the first error
 * focused; the server's field messages shown in the same places.
 */
export function useActionForm<Values extends FieldValues, Output>(
  intent: string,
  resolver: Resolver<Values, unknown, Output>,
  options: { defaultValues?: DefaultValues<Values>; values?: Values; resetOnSuccess?: boolean },
) {
  const form = useForm<Values, unknown, Output>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: options.defaultValues,
    values: options.values,
  });
  const action = useFormAction(intent, options.resetOnSuccess ? () => form.reset() : undefined);
  const serverErrors = action.result && !action.result.ok ? action.result.errors : undefined;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      form.setError(field as Path<Values>, { type: "server", message });
    }
  }, [serverErrors, form]);

  const hydrated = useHydrated();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => action.fetcher.submit(element))(event);
  };
  /** Once hydrated, react-hook-form owns the messages (the server's included); before, the server's are shown as sent. */
  const fieldError = (field: Path<Values>): string | undefined =>
    hydrated ? form.getFieldState(field, form.formState).error?.message : serverErrors?.[field];
  return { ...action, form, fieldError, onSubmit };
}
