import { useId, useState, type FormEvent } from "react";
import { ApiError } from "#app/lib/api.ts";
import { Button } from "#app/ui/button.tsx";
import { inputClass } from "#app/ui/field.tsx";
import { toast } from "#app/ui/toast.tsx";
import { subscribeToNewsletter } from "./newsletter-api.ts";

const failed = (message?: string) =>
  toast({ title: "Subscription failed", description: message || "Please try again later.", variant: "destructive" });

/** SPEC §5/§8 newsletter form: e-mail only; the browser keeps an empty address from being sent. */
export function NewsletterForm({ className = "" }: { className?: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || pending) return;
    setPending(true);
    try {
      const answer = await subscribeToNewsletter({ email, source: "newsletter_form" });
      if (answer.success) {
        toast({ title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter." });
        setEmail("");
      } else {
        failed(answer.message);
      }
    } catch (error) {
      if (error instanceof ApiError) failed(error.body?.message);
      else toast({ title: "Error", description: "Failed to subscribe. Please try again.", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  // POST: a submit before hydration never puts what was typed into a URL.
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Newsletter"
      className={`flex flex-col gap-2 sm:flex-row ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        maxLength={254}
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={inputClass}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}
