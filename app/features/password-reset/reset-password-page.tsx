import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "../../ui/form-alert.tsx";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import type { ResetAnswer } from "./reset-schemas.ts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300";

/** /reset-password?token=…: a new password and its confirmation, then a way to sign in with it. */
export function ResetPasswordPage({
  token,
  answer,
}: {
  token: string;
  answer: (ResetAnswer & { done: boolean }) | undefined;
}) {
  const submitting = useNavigation().state === "submitting";
  if (answer?.done) {
    return (
      <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
        <h1 className="text-3xl font-bold">Password changed</h1>
        <p role="status">{answer.message}</p>
        <p>
          <Link to="/auth" className={linkClass}>
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  const linkError = answer?.errors?.token;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">Choose a new password</h1>
        <p className="text-slate-700 dark:text-slate-300">
          At least 8 characters, with an uppercase letter, a lowercase letter and a number. Every device signed in to
          your account will be signed out.
        </p>
      </div>
      {linkError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {linkError}{" "}
          <Link to="/forgot-password" className={linkClass}>
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
        <Field label="New Password" required error={answer?.errors?.newPassword}>
          <input name="newPassword" type="password" className={inputClass} autoComplete="new-password" />
        </Field>
        <Field label="Confirm Password" required error={answer?.errors?.confirmPassword}>
          <input name="confirmPassword" type="password" className={inputClass} autoComplete="new-password" />
        </Field>
        <FormAlert message={answer && !answer.errors ? answer.message : null} />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : "Set New Password"}
        </Button>
      </Form>
    </div>
  );
}
