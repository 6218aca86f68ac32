import { roleLabels } from "#app/lib/permissions.ts";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { apiRequest } from "#app/lib/api.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormInput } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { confirmationSentMessage, profileSchema, showServerErrors } from "#app/areas/identity/index.ts";

const fields = ["firstName", "lastName", "email", "companyName", "phone"] as const;

function ProfileView({ user }: { user: SessionUser }) {
  const rows: [string, string][] = [
    ["Name", `${user.firstName} ${user.lastName}`],
    ["Email", user.email],
    ["Username", user.username],
    ["Company", user.companyName ?? "Not provided"],
    ["Phone", user.phone ?? "Not provided"],
    ["Account type", roleLabels[user.userType]],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const { revalidate } = useRevalidator();
  const [formError, setFormError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const form = useSchemaForm(profileSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyName: user.companyName ?? "",
    phone: user.phone ?? "",
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await apiRequest<SessionUser>("POST", "/api/user/profile", input);
    } catch (error) {
      setFormError(showServerErrors(error, fields, setError));
      toast({ title: "Update Failed", description: "Failed to update your profile", variant: "destructive" });
      return;
    }
    toast({ title: "Profile Updated", description: "Your profile has been saved." });
    await revalidate();
    onDone();
  });

  // Posts only through the API: until the page's JavaScript runs the form cannot be sent at all.
  return (
    <FormProvider {...form}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput name="firstName" label="First Name" required autoComplete="given-name" />
          <FormInput name="lastName" label="Last Name" required autoComplete="family-name" />
          <FormInput name="email" label="Email" required type="email" autoComplete="email" />
          <FormInput name="companyName" label="Company Name (optional)" autoComplete="organization" />
          <FormInput name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        </div>
        <FormAlert message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? "Saving..." : "Save Profile"}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The e-mail field saves as a pending change; the address itself changes when its link is opened. */
export function ProfileSection({ user, pendingEmail }: { user: SessionUser; pendingEmail: string | null }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile" className="text-xl font-semibold">
          Profile
        </h2>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </div>
      {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileView user={user} />}
      {pendingEmail ? <p role="status">{confirmationSentMessage(pendingEmail)}</p> : null}
    </section>
  );
}
