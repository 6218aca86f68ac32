import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { SessionUser } from "../../../server/http/access.ts";
import { apiRequest } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { toast } from "../../ui/toast.tsx";
import { INTENT_FIELD, type AccountFormResult } from "./account-form-result.ts";
import { FormAlert } from "../../ui/form-alert.tsx";
import { FullScreenSpinner } from "./full-screen-spinner.tsx";
import { registerSchema, type RegisterData, type RegisterInput } from "./register-schema.ts";
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: Object.fromEntries(fields.map((field) => [field, posted.values[field] ?? ""])),
  });

  // Server-rendered after a failed post without JavaScript, the inputs must carry what was typed themselves.
  const field = (name: (typeof fields)[number]) => ({ ...register(name), defaultValue: posted.values[name] });

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
    toast({ title: "Registration Successful", description: `Welcome, ${user.firstName}! Your account is ready.` });
    await sessionChanged(redirectTo);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <input type="hidden" name={INTENT_FIELD} value="register" />
      {isSubmitting ? <FullScreenSpinner label="Creating Account..." /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstName?.message ?? posted.fieldError("firstName")}>
          <input {...field("firstName")} className={inputClass} autoComplete="given-name" />
        </Field>
        <Field label="Last Name" required error={errors.lastName?.message ?? posted.fieldError("lastName")}>
          <input {...field("lastName")} className={inputClass} autoComplete="family-name" />
        </Field>
      </div>
      <Field label="Email" required error={errors.email?.message ?? posted.fieldError("email")}>
        <input {...field("email")} type="email" className={inputClass} autoComplete="email" />
      </Field>
      <Field
        label="Username"
        required
        error={errors.username?.message ?? posted.fieldError("username")}
        hint="Letters, numbers and underscores; at least 3."
      >
        <input
          {...field("username")}
          className={inputClass}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field
        label="Password"
        required
        error={errors.password?.message ?? posted.fieldError("password")}
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      >
        <input {...field("password")} type="password" className={inputClass} autoComplete="new-password" />
      </Field>
      <Field
        label="Confirm Password"
        required
        error={errors.confirmPassword?.message ?? posted.fieldError("confirmPassword")}
      >
        <input {...field("confirmPassword")} type="password" className={inputClass} autoComplete="new-password" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company Name (optional)" error={errors.companyName?.message ?? posted.fieldError("companyName")}>
          <input {...field("companyName")} className={inputClass} autoComplete="organization" />
        </Field>
        <Field label="Phone (optional)" error={errors.phone?.message ?? posted.fieldError("phone")}>
          <input {...field("phone")} type="tel" className={inputClass} autoComplete="tel" />
        </Field>
      </div>
      <FormAlert message={formError ?? posted.message} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
