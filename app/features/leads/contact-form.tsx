import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { toast } from "../../ui/toast.tsx";
import { contactMessageSchema, type ContactMessage, type ContactMessageInput } from "./contact-schema.ts";
import { maxLength } from "../../lib/field-rules.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { submitContactMessage } from "./lead-api.ts";
import { serverFieldErrors, submitFailureMessage } from "./submit-errors.ts";
import { useLeadSubmission } from "./use-lead-submission.ts";
import { useSignedInContact } from "./use-signed-in-contact.ts";

const FIELDS = ["name", "email", "phone", "message"] as const;
const EMPTY: ContactMessageInput = { name: "", email: "", phone: "", message: "" };

/** The contact page form; a message is stored as a lead with source contact_form. A signed-in visitor's details are filled in. */
export function ContactForm() {
  const prefill = useSignedInContact();
  const { honeypotRef, meta, startNewFill } = useLeadSubmission();
  const [reference, setReference] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...EMPTY, ...prefill },
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (reference) confirmationRef.current?.focus();
  }, [reference]);

  const onSubmit = handleSubmit(async (message) => {
    try {
      const receipt = await submitContactMessage(message, meta());
      toast({
        title: "Message sent!",
        description: "Thank you for contacting us. We'll contact you within 24 hours on business days.",
      });
      setReference(receipt.reference);
    } catch (error) {
      toast({
        title: "Error",
        description: submitFailureMessage(error, "Failed to send your message. Please try again."),
        variant: "destructive",
      });
      const fieldErrors = serverFieldErrors(error, FIELDS);
      for (const [field, text] of fieldErrors) setError(field, { type: "server", message: text });
      if (fieldErrors[0]) setFocus(fieldErrors[0][0]);
    }
  });

  if (reference) {
    return (
      <div className="grid gap-3 rounded-lg border border-slate-200 p-6 dark:border-slate-700">
        <h2 ref={confirmationRef} tabIndex={-1} className="text-xl font-semibold">
          Thank you for your message
        </h2>
        <p>
          Your reference is <strong>{reference}</strong>. We&apos;ll contact you within 24 hours on business days.
        </p>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              reset({ ...EMPTY, ...prefill });
              startNewFill();
              setReference(null);
            }}
          >
            Send Another Message
          </Button>
        </div>
      </div>
    );
  }

  // POST: a submit before hydration never puts what was typed into a URL.
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Contact us" className="relative grid gap-4">
      <Field label="Name" required error={errors.name?.message}>
        <input {...register("name")} className={inputClass} autoComplete="name" maxLength={maxLength.name} />
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        <input
          {...register("email")}
          type="email"
          className={inputClass}
          autoComplete="email"
          maxLength={maxLength.email}
        />
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        <input
          {...register("phone")}
          type="tel"
          className={inputClass}
          autoComplete="tel"
          maxLength={maxLength.phone}
        />
      </Field>
      <Field label="Message" required error={errors.message?.message}>
        <textarea {...register("message")} rows={6} className={inputClass} maxLength={maxLength.longText} />
      </Field>
      <HoneypotField inputRef={honeypotRef} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
