import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { apiRequest } from "#app/lib/api.ts";
import { NEW_PASSWORD_HINT } from "#app/lib/field-rules.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormInput } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { changePasswordSchema, type ChangePasswordInput, showServerErrors } from "#app/areas/identity/index.ts";

const fields = ["currentPassword", "newPassword", "confirmPassword"] as const;
const empty: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordSection() {
  const [formError, setFormError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const form = useSchemaForm(changePasswordSchema, empty);
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

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
      <FormProvider {...form}>
        <form method="post" noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
          <FormInput
            name="currentPassword"
            label="Current Password"
            required
            type="password"
            autoComplete="current-password"
          />
          <FormInput
            name="newPassword"
            label="New Password"
            required
            hint={NEW_PASSWORD_HINT}
            type="password"
            autoComplete="new-password"
          />
          <FormInput
            name="confirmPassword"
            label="Confirm New Password"
            required
            type="password"
            autoComplete="new-password"
          />
          <FormAlert message={formError} />
          <div>
            <Button type="submit" disabled={isSubmitting || !hydrated}>
              {isSubmitting ? "Updating..." : "Update Password"}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
