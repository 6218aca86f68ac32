import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { Link, useRevalidator } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormInput } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { INTENT_FIELD, type AccountFormResult } from "./account-form-result.ts";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FullScreenSpinner } from "./full-screen-spinner.tsx";
import { loginSchema } from "./login-schema.ts";
import { useAccountFormResult } from "./use-account-form-result.ts";
import { useSessionChange } from "./use-session-change.ts";

export interface LoginFormProps {
  /** Where a successful sign-in goes (already checked to be on this site). */
  redirectTo: string;
  /** The failed post this page was rendered after, when the form was sent without JavaScript. */
  result: AccountFormResult | null;
}

/**
 * Signs in through the API once the page's JavaScript runs; before that (or without it) the browser posts the form
 * to the page's own action, never as a GET that would put the password in the address.
 */
export function LoginForm({ redirectTo, result }: LoginFormProps) {
  const sessionChanged = useSessionChange();
  const { revalidate } = useRevalidator();
  const posted = useAccountFormResult(result, "login");
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, { username: posted.values.username ?? "", password: "" });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    posted.clear();
    let user: SessionUser | { twoFactorRequired: true };
    try {
      user = await apiRequest<SessionUser | { twoFactorRequired: true }>("POST", "/api/login", input);
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.serverMessage("Invalid username or password")
          : "Invalid username or password";
      toast({ title: "Login Failed", description: message, variant: "destructive" });
      if (!(error instanceof ApiError))
        setFormError("The server could not be reached. Please check your connection and try again.");
      return;
    }
    // The page's loader now sees the sign-in waiting for its code, and the page asks for it.
    if ("twoFactorRequired" in user) return revalidate();
    await sessionChanged(redirectTo, { title: "Login Successful", description: `Welcome back, ${user.firstName}!` });
  });

  return (
    <FormProvider {...form}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <input type="hidden" name={INTENT_FIELD} value="login" />
        {isSubmitting ? <FullScreenSpinner label="Signing in..." /> : null}
        <FormInput
          name="username"
          label="Username"
          required
          hint="Or the email address of your account."
          fallbackError={posted.fieldError("username")}
          defaultValue={posted.values.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <div className="grid gap-1.5">
          <FormInput
            name="password"
            label="Password"
            required
            fallbackError={posted.fieldError("password")}
            type="password"
            autoComplete="current-password"
          />
          <Link
            to="/forgot-password"
            className="justify-self-end text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            Forgot password?
          </Link>
        </div>
        <FormAlert message={formError ?? posted.message} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </FormProvider>
  );
}
