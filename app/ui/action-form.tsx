import type { ReactNode } from "react";
import type { useActionForm } from "#app/lib/use-page-action.ts";
import { Button } from "./button.tsx";
import { FormNotice } from "./form-notice.tsx";

/**
 * A page-action form made with useActionForm: posts its intent with its fields, shows the
 * outcome and a submit button that says "Saving..." meanwhile.
 */
export function ActionForm({
  action,
  submitLabel,
  primary = false,
  children,
}: {
  action: Pick<
    ReturnType<typeof useActionForm>,
    "intent" | "fetcher" | "onSubmit" | "pending" | "notice" | "noticeIsError"
  >;
  submitLabel: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <action.fetcher.Form method="post" noValidate onSubmit={action.onSubmit} className="grid gap-3">
      <input type="hidden" name="intent" value={action.intent} />
      {children}
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
      <Button type="submit" variant={primary ? "primary" : "secondary"} disabled={action.pending} className="w-fit">
        {action.pending ? "Saving..." : submitLabel}
      </Button>
    </action.fetcher.Form>
  );
}
