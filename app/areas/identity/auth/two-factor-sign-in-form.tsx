import { useState } from "react";
import { FormProvider } from "react-hook-form";
import type { SessionUser } from "#server/http/access.ts";
import { apiRequest } from "#app/lib/api.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput } from "#app/ui/form-inputs.tsx";
import { CANCEL_TWO_FACTOR_INTENT, INTENT_FIELD, type AccountFormResult } from "./account-form-result.ts";
import { showServerErrors } from "./server-errors.ts";
import { twoFactorSignInSchema } from "./two-factor-schema.ts";
import { useAccountFormResult } from "./use-account-form-result.ts";
import { useSessionChange } from "./use-session-change.ts";

/**
 * The second step of a sign-in, once the password was right: the code from the authenticator app or a recovery
 * code. Through the API once JavaScript runs; before that, posted to the page's own action.
 */
export function TwoFactorSignInForm({ redirectTo, result }: { redirectTo: string; result: AccountFormResult | null }) {
  const sessionChanged = useSessionChange();
  const posted = useAccountFormResult(result, "two-factor");
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(twoFactorSignInSchema, { code: "", trustBrowser: false });
  const {
    handleSubmit,
    register,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    posted.clear();
    let user: SessionUser;
    try {
      user = await apiRequest<SessionUser>("POST", "/api/login/two-factor", input);
    } catch (error) {
      setFormError(showServerErrors(error, ["code"], setError));
      return;
    }
    await sessionChanged(redirectTo, { title: "Login Successful", description: `Welcome back, ${user.firstName}!` });
  });

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">Two-factor sign-in</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Enter the 6-digit code your authenticator app shows for this account, or one of your recovery codes.
        </p>
      </div>
      <FormProvider {...form}>
        <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" name={INTENT_FIELD} value="two-factor" />
          <FormInput
            name="code"
            label="Code"
            required
            fallbackError={posted.fieldError("code")}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
          />
          <label className="flex items-center gap-2 text-sm">
            <input {...register("trustBrowser")} type="checkbox" className="size-4 accent-brand-600" />
            Trust this browser for 30 days
          </label>
          <FormAlert message={formError ?? posted.message} />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? "Checking..." : "Verify"}
          </Button>
        </form>
      </FormProvider>
      <form method="post">
        <input type="hidden" name={INTENT_FIELD} value={CANCEL_TWO_FACTOR_INTENT} />
        <Button type="submit" variant="secondary" className="w-full">
          Sign in as someone else
        </Button>
      </form>
    </div>
  );
}
