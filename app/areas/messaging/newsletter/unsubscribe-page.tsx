import { Form, useNavigation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { INVALID_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from "./newsletter-schema.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

export type UnsubscribeState = { state: "invalid" } | { state: "confirm" | "unsubscribed"; email: string };

/** /newsletter/unsubscribe: confirm with one click, then say it is done and offer a way back. */
export function UnsubscribePage({ status, token }: { status: UnsubscribeState; token: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16">
      {status.state === "invalid" ? (
        <>
          <h1 className="text-3xl font-bold">Unsubscribe link not valid</h1>
          <p>{INVALID_LINK_MESSAGE}</p>
        </>
      ) : status.state === "confirm" ? (
        <>
          <h1 className="text-3xl font-bold">Unsubscribe from our newsletter</h1>
          <p>
            Stop sending the newsletter to <strong>{status.email}</strong>?
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" disabled={submitting}>
              {submitting ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">You are unsubscribed</h1>
          <p role="status">
            {UNSUBSCRIBED_MESSAGE} <strong>{status.email}</strong> will receive no more newsletters.
          </p>
          <section aria-labelledby="resubscribe-heading" className="mt-6 grid gap-3">
            <h2 id="resubscribe-heading" className="text-xl font-semibold">
              Unsubscribed by mistake?
            </h2>
            <p>Subscribe again with your e-mail address.</p>
            <NewsletterForm />
          </section>
        </>
      )}
    </div>
  );
}
