import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { SessionUser } from "../../../server/http/access.ts";
import { apiRequest } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { toast } from "../../ui/toast.tsx";
import { FormAlert } from "./form-alert.tsx";
import { FullScreenSpinner } from "./full-screen-spinner.tsx";
import { registerSchema, type RegisterData, type RegisterInput } from "./register-schema.ts";
import { showServerErrors } from "./server-errors.ts";
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

export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const sessionChanged = useSessionChange();
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
    defaultValues: Object.fromEntries(fields.map((field) => [field, ""])),
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
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
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {isSubmitting ? <FullScreenSpinner label="Creating Account..." /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstName?.message}>
          <input {...register("firstName")} className={inputClass} autoComplete="given-name" />
        </Field>
        <Field label="Last Name" required error={errors.lastName?.message}>
          <input {...register("lastName")} className={inputClass} autoComplete="family-name" />
        </Field>
      </div>
      <Field label="Email" required error={errors.email?.message}>
        <input {...register("email")} type="email" className={inputClass} autoComplete="email" />
      </Field>
      <Field
        label="Username"
        required
        error={errors.username?.message}
        hint="Letters, numbers and underscores; at least 3."
      >
        <input
          {...register("username")}
          className={inputClass}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field
        label="Password"
        required
        error={errors.password?.message}
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      >
        <input {...register("password")} type="password" className={inputClass} autoComplete="new-password" />
      </Field>
      <Field label="Confirm Password" required error={errors.confirmPassword?.message}>
        <input {...register("confirmPassword")} type="password" className={inputClass} autoComplete="new-password" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company Name (optional)" error={errors.companyName?.message}>
          <input {...register("companyName")} className={inputClass} autoComplete="organization" />
        </Field>
        <Field label="Phone (optional)" error={errors.phone?.message}>
          <input {...register("phone")} type="tel" className={inputClass} autoComplete="tel" />
        </Field>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
