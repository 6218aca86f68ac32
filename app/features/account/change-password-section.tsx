import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { apiRequest } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { toast } from "../../ui/toast.tsx";
import { FormAlert } from "../../ui/form-alert.tsx";
import { changePasswordSchema, type ChangePasswordInput, showServerErrors } from "../auth/index.ts";

const fields = ["currentPassword", "newPassword", "confirmPassword"] as const;
const empty: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordSection() {
  const [formError, setFormError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await apiRequest("POST", "/api/user/change-password", input);
    } catch (error) {
      setFormError(showServerErrors(error, fields, setError));
      toast({ title: "Password Update Failed", description: "Failed to update your password", variant: "destructive" });
      return;
    }
    reset(empty);
    toast({ title: "Password Updated", description: "Your other devices have been signed out." });
  });

  return (
    <section aria-labelledby="change-password" className="grid gap-4">
      <h2 id="change-password" className="text-xl font-semibold">
        Change Password
      </h2>
      {/* Posts only through the API: until the page's JavaScript runs the form cannot be sent at all. */}
      <form method="post" noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
        <Field label="Current Password" required error={errors.currentPassword?.message}>
          <input
            {...register("currentPassword")}
            type="password"
            className={inputClass}
            autoComplete="current-password"
          />
        </Field>
        <Field
          label="New Password"
          required
          error={errors.newPassword?.message}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        >
          <input {...register("newPassword")} type="password" className={inputClass} autoComplete="new-password" />
        </Field>
        <Field label="Confirm New Password" required error={errors.confirmPassword?.message}>
          <input {...register("confirmPassword")} type="password" className={inputClass} autoComplete="new-password" />
        </Field>
        <FormAlert message={formError} />
        <div>
          <Button type="submit" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? "Updating..." : "Update Password"}
          </Button>
        </div>
      </form>
    </section>
  );
}
