import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { NewPasswordFields } from "#app/ui/new-password-fields.tsx";
import type { ResetAnswer } from "./reset-schemas.ts";
import { textLinkClass } from "#app/ui/text-link.ts";

/** What the page knows of an invitation's link (a new client choosing their first password). */
export interface InvitationLink {
  projectTitle: string | null;
  usable: boolean;
}

const PASSWORD_RULES = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";

function InvitationHeading({ invitation }: { invitation: InvitationLink }) {
  return (
    <div className="grid gap-2">
      <h1 className="text-3xl font-bold">Welcome to your client portal</h1>
      <p className="text-lg font-semibold">Set your password</p>
      <p className="text-slate-700 dark:text-slate-300">
        {invitation.projectTitle
          ? `Your project "${invitation.projectTitle}" is waiting for you: every stage with its date, your documents and one conversation with our team.`
          : "Your project is waiting for you: every stage with its date, your documents and one conversation with our team."}{" "}
        {PASSWORD_RULES} You sign in with your e-mail address.
      </p>
    </div>
  );
}

/**
 * /reset-password?token=…: a new password and its confirmation, then a way to sign in with it. The same page
 * welcomes an invited client (`invitation`), whose link sets their first password.
 */
export function ResetPasswordPage({
  token,
  answer,
  invitation,
}: {
  token: string;
  answer: (ResetAnswer & { done: boolean }) | undefined;
  invitation: InvitationLink | null;
}) {
  const submitting = useNavigation().state === "submitting";
  if (invitation && !invitation.usable && !answer) {
    return (
      <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
        <InvitationHeading invitation={invitation} />
        <p role="alert" className="text-red-700 dark:text-red-400">
          This invitation link has expired or has already been used. If you have set your password,{" "}
          <Link to="/auth" className={textLinkClass}>
            sign in
          </Link>{" "}
          with your e-mail address; otherwise call or e-mail us and we will send a new link.
        </p>
      </div>
    );
  }
  if (answer?.done) {
    return (
      <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
        <h1 className="text-3xl font-bold">Password changed</h1>
        <p role="status">{answer.message}</p>
        <p>
          <Link to="/auth" className={textLinkClass}>
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  const linkError = answer?.errors?.token;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
      {invitation ? (
        <InvitationHeading invitation={invitation} />
      ) : (
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold">Choose a new password</h1>
          <p className="text-slate-700 dark:text-slate-300">
            {PASSWORD_RULES} Every device signed in to your account will be signed out.
          </p>
        </div>
      )}
      {linkError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {linkError}{" "}
          <Link to="/forgot-password" className={textLinkClass}>
            Ask for a new link
          </Link>
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields label={invitation ? "Password" : "New Password"} errors={answer?.errors} />
        <FormAlert message={answer && !answer.errors ? answer.message : null} />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : invitation ? "Set your password" : "Set New Password"}
        </Button>
      </Form>
    </div>
  );
}
