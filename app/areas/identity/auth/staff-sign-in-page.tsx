import { Link } from "react-router";
import { SignInForm, type SignInFormProps } from "./sign-in-form.tsx";

/** /crm-login: the same sign-in, for staff on their way to the back office. */
export function StaffSignInPage(props: SignInFormProps) {
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-16">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">Staff Sign In</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Sign in with your administrator account to open the back office.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <SignInForm {...props} />
      </div>
      <p className="text-center text-sm">
        Looking for your client dashboard?{" "}
        <Link to="/auth" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
          Client sign in
        </Link>
      </p>
    </div>
  );
}
