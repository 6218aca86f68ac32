import type { AccountFormResult } from "./account-form-result.ts";
import { LoginForm } from "./login-form.tsx";
import { TwoFactorSignInForm } from "./two-factor-sign-in-form.tsx";

export interface SignInFormProps {
  /** Where a successful sign-in goes (already checked to be on this site). */
  redirectTo: string;
  /** The failed post this page was rendered after, when the form was sent without JavaScript. */
  result: AccountFormResult | null;
  /** The password was right and the account's second factor is due. */
  twoFactorPending: boolean;
}

/** The step of a sign-in this browser is at: the password, or the code that follows it. */
export function SignInForm({ twoFactorPending, ...props }: SignInFormProps) {
  return twoFactorPending ? <TwoFactorSignInForm {...props} /> : <LoginForm {...props} />;
}
