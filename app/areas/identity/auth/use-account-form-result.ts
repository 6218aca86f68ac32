import { useState } from "react";
import type { AccountFormIntent, AccountFormResult } from "./account-form-result.ts";

/**
 * The failed no-JavaScript post this form was rendered after, if it was this form's: its messages show until the
 * next submit, which then speaks for itself.
 */
export function useAccountFormResult(result: AccountFormResult | null, intent: AccountFormIntent) {
  const [shown, setShown] = useState(result?.intent === intent ? result : null);
  return {
    values: shown?.values ?? {},
    message: shown?.message ?? null,
    fieldError: (field: string): string | undefined => shown?.errors[field],
    clear: () => setShown(null),
  };
}
