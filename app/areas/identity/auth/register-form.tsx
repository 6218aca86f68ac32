import { useState } from "react";
import { FormProvider } from "react-hook-form";
import type { SessionUser } from "#server/http/access.ts";
import { apiRequest } from "#app/lib/api.ts";
import { NEW_PASSWORD_HINT } from "#app/lib/field-rules.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormInput } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { INTENT_FIELD, type AccountFormResult } from "./account-form-result.ts";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FullScreenSpinner } from "./full-screen-spinner.tsx";
import { registerSchema, type RegisterInput } from "./register-schema.ts";
import { showServerErrors } from "./server-errors.ts";
import { useAccountFormResult } from "./use-account-form-result.ts";
import { useSessionChange } from "./use-session-change.ts";

const fields = [
  "firstName",
  "lastName",
  "email",
  "username",
  "password",
  "confirmPassword",
  "companyName",
  "phone",
] as const satisfies readonly (keyof RegisterInput)[];

/** Registers through the API once the page's JavaScript runs; before that the browser posts to the page's action. */
export function RegisterForm({ redirectTo, result }: { redirectTo: string; result: AccountFormResult | null }) {
  const sessionChanged = useSessionChange();
  const posted = useAccountFormResult(result, "register");
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(
    registerSchema,
    Object.fromEntries(fields.map((field) => [field, posted.values[field] ?? ""])),
  );
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  // Server-rendered after a failed post without JavaScript, the inputs must carry what was typed themselves.
  const field = (name: (typeof fields)[number]) => ({
    name,
    defaultValue: posted.values[name],
    fallbackError: posted.fieldError(name),
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    posted.clear();
    let user: SessionUser;
    try {
      // Registration always makes a client; the server ignores any other userType.
      user = await apiRequest<SessionUser>("POST", "/api/register", { ...input, userType: "client" });
    } catch (error) {
      setFormError(showServerErrors(error, fields, setError));
      toast({ title: "Registration Failed", description: "Unable to create your account", variant: "destructive" });
      return;
    }
    await sessionChanged(redirectTo, {
      title: "Registration Successful",
      description: `Welcome, ${user.firstName}! Your account is ready.`,
    });
  });

  return (
    <FormProvider {...form}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <input type="hidden" name={INTENT_FIELD} value="register" />
        {isSubmitting ? <FullScreenSpinner label="Creating Account..." /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput {...field("firstName")} label="First Name" required autoComplete="given-name" />
          <FormInput {...field("lastName")} label="Last Name" required autoComplete="family-name" />
        </div>
        <FormInput {...field("email")} label="Email" required type="email" autoComplete="email" />
        <FormInput
          {...field("username")}
          label="Username"
          required
          hint="Letters, numbers and underscores; at least 3."
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormInput
          {...field("password")}
          label="Password"
          required
          hint={NEW_PASSWORD_HINT}
          type="password"
          autoComplete="new-password"
        />
        <FormInput
          {...field("confirmPassword")}
          label="Confirm Password"
          required
          type="password"
          autoComplete="new-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput {...field("companyName")} label="Company Name (optional)" autoComplete="organization" />
          <FormInput {...field("phone")} label="Phone (optional)" type="tel" autoComplete="tel" />
        </div>
        <FormAlert message={formError ?? posted.message} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
    </FormProvider>
  );
}
