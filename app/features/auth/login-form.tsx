import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { SessionUser } from "../../../server/http/access.ts";
import { ApiError, apiRequest } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { toast } from "../../ui/toast.tsx";
import { FormAlert } from "./form-alert.tsx";
import { FullScreenSpinner } from "./full-screen-spinner.tsx";
import { loginSchema, type LoginInput } from "./login-schema.ts";
import { useSessionChange } from "./use-session-change.ts";

export interface LoginFormProps {
  /** Where a successful sign-in goes (already checked to be on this site). */
  redirectTo: string;
}

export function LoginForm({ redirectTo }: LoginFormProps) {
  const sessionChanged = useSessionChange();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    let user: SessionUser;
    try {
      user = await apiRequest<SessionUser>("POST", "/api/login", input);
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
    toast({ title: "Login Successful", description: `Welcome back, ${user.firstName}!` });
    await sessionChanged(redirectTo);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {isSubmitting ? <FullScreenSpinner label="Signing in..." /> : null}
      <Field label="Username" required error={errors.username?.message}>
        <input
          {...register("username")}
          className={inputClass}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        <input {...register("password")} type="password" className={inputClass} autoComplete="current-password" />
      </Field>
      <FormAlert message={formError} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
