import { useFetcher } from "react-router";
import { Button } from "#app/ui/button.tsx";
import type { EmailStatus, ResendResult } from "./email-confirmation.ts";

/**
 * "Please confirm your e-mail address" with a Resend button. The button posts to /verify-email's
 * action: with JavaScript the answer shows here, without it the browser shows that page's answer.
 */
export function EmailConfirmationNotice({ email, status }: { email: string; status: EmailStatus }) {
  const fetcher = useFetcher<ResendResult>();
  if (status.emailVerified && !status.pendingEmail) return null;
  const sending = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="email-confirmation"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="email-confirmation" className="text-lg font-semibold">
        Please confirm your e-mail address
      </h2>
      {status.pendingEmail ? (
        <p>
          We sent a confirmation link to <strong>{status.pendingEmail}</strong>. Your account keeps {email} until you
          open it.
        </p>
      ) : (
        <p>
          We sent a confirmation link to <strong>{email}</strong>. Service requests you sent from this address without
          signing in will show here once it is confirmed.
        </p>
      )}
      <fetcher.Form method="post" action="/verify-email" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="resend" />
        <Button type="submit" variant="secondary" disabled={sending}>
          {sending ? "Sending..." : "Resend"}
        </Button>
        {fetcher.data ? <p role="status">{fetcher.data.message}</p> : null}
      </fetcher.Form>
    </section>
  );
}
