import { Form, Link, useNavigation } from "react-router";
import { NEW_PASSWORD_HINT } from "#app/lib/field-rules.ts";
import type { FormActionResult } from "#app/lib/page-action.ts";
import { roleLabels, type StaffRole } from "#app/lib/permissions.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { NewPasswordFields } from "#app/ui/new-password-fields.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";

export interface StaffInvitation {
  firstName: string;
  email: string;
  role: StaffRole;
  usable: boolean;
}

function Heading({ invitation }: { invitation: StaffInvitation }) {
  return (
    <div className="grid gap-2">
      <h1 className="text-3xl font-bold">Set up your staff account</h1>
      <p className="text-slate-700 dark:text-slate-300">
        Hello {invitation.firstName}, you are invited to the back office as {roleLabels[invitation.role]}. Choose the
        username and password you will sign in with; your e-mail address, {invitation.email}, works in place of the
        username.
      </p>
    </div>
  );
}

/**
 * /staff-invitation/:token: a new staff member chooses a username and password (a plain form, so it works without
 * JavaScript), then signs in at `signInTo`. A link that no longer works says so and changes nothing.
 */
export function StaffInvitationPage({
  invitation,
  answer,
  signInTo,
}: {
  invitation: StaffInvitation;
  answer: FormActionResult | undefined;
  signInTo: string;
}) {
  const submitting = useNavigation().state === "submitting";
  const signInLink = (text: string) => (
    <Link to={signInTo} className={textLinkClass}>
      {text}
    </Link>
  );
  if (answer?.ok) {
    return (
      <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
        <h1 className="text-3xl font-bold">Your account is ready</h1>
        <p role="status">{answer.message}</p>
        <p>{signInLink("Sign in")}</p>
      </div>
    );
  }
  if (!invitation.usable || answer?.errors?.token) {
    return (
      <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
        <Heading invitation={invitation} />
        <p role="alert" className="text-red-700 dark:text-red-400">
          This invitation link has expired or has already been used. If you have set up your account,{" "}
          {signInLink("sign in")}; otherwise ask an administrator to send you a new invitation.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
      <Heading invitation={invitation} />
      <Form
        method="post"
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <Field label="Username" required error={answer?.errors?.username}>
          <input name="username" className={inputClass} autoComplete="username" />
        </Field>
        <NewPasswordFields hint={NEW_PASSWORD_HINT} errors={answer?.errors} />
        <FormAlert message={answer && !answer.errors ? answer.message : null} />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : "Set up my account"}
        </Button>
      </Form>
    </div>
  );
}
