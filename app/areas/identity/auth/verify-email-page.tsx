import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";

export type VerifyEmailState =
  | { state: "confirmed"; email: string }
  | { state: "expired" | "invalid" | "taken" }
  /** After a Resend posted without JavaScript. */
  | { state: "resent"; message: string };

const failure = {
  expired: {
    heading: "This confirmation link has expired",
    text: "Confirmation links work for 48 hours. Ask for a new one below.",
  },
  invalid: {
    heading: "This confirmation link is not valid",
    text: "It may be incomplete, or a newer link has replaced it. Use the link from your latest confirmation e-mail, or ask for a new one below.",
  },
  taken: {
    heading: "This address belongs to another account",
    text: "Another account confirmed this e-mail address first, so yours keeps its current address. You can choose another one in your profile.",
  },
} as const;

function ResendForm({ signedIn }: { signedIn: boolean }) {
  const submitting = useNavigation().state === "submitting";
  if (!signedIn) {
    return (
      <p>
        <Link to="/auth?redirectTo=%2Fclient-dashboard" className={textLinkClass}>
          Sign in
        </Link>{" "}
        to send yourself a new confirmation link from your dashboard.
      </p>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="resend" />
      <Button type="submit" disabled={submitting}>
        {submitting ? "Sending..." : "Send a new confirmation link"}
      </Button>
    </Form>
  );
}

/** /verify-email: the outcome of a confirmation link, and a way to a new one when it failed. */
export function VerifyEmailPage({ result, signedIn }: { result: VerifyEmailState; signedIn: boolean }) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16">
      {result.state === "confirmed" ? (
        <>
          <h1 className="text-3xl font-bold">Your e-mail address is confirmed</h1>
          <p role="status">
            <strong>{result.email}</strong> is the confirmed address of your account.
          </p>
          <p>
            <Link to={signedIn ? "/client-dashboard" : "/auth"} className={textLinkClass}>
              {signedIn ? "Go to your dashboard" : "Sign in"}
            </Link>
          </p>
        </>
      ) : result.state === "resent" ? (
        <>
          <h1 className="text-3xl font-bold">Confirm your e-mail address</h1>
          <p role="status">{result.message}</p>
          <p>
            <Link to="/client-dashboard" className={textLinkClass}>
              Back to your dashboard
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{failure[result.state].heading}</h1>
          <p>{failure[result.state].text}</p>
          {result.state === "taken" ? null : <ResendForm signedIn={signedIn} />}
        </>
      )}
    </div>
  );
}
