import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { ResetAnswer } from "./reset-schemas.ts";
import { textLinkClass } from "#app/ui/text-link.ts";

/** /forgot-password: asks for the e-mail address or username; the answer never tells whether it exists. */
export function ForgotPasswordPage({ answer }: { answer: (ResetAnswer & { done: boolean }) | undefined }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">Forgot your password?</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Enter the e-mail address or username of your account. We will send a link to choose a new password.
        </p>
      </div>
      {answer?.done ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {answer.message}
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <Field label="Email or username" required error={answer?.errors?.emailOrUsername}>
            <input name="emailOrUsername" className={inputClass} autoComplete="username" maxLength={254} />
          </Field>
          <FormAlert message={answer && !answer.errors ? answer.message : null} />
          <Button type="submit" disabled={submitting}>
            {submitting ? "Sending..." : "Send Reset Link"}
          </Button>
        </Form>
      )}
      <p className="text-center text-sm">
        Remembered it?{" "}
        <Link to="/auth" className={textLinkClass}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
