import { useEffect, useRef, useState } from "react";
import { FormProvider } from "react-hook-form";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormInput, FormTextArea } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { contactMessageSchema, type ContactMessageInput } from "./contact-schema.ts";
import { maxLength } from "#app/lib/field-rules.ts";
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
  const form = useSchemaForm(contactMessageSchema, { ...EMPTY, ...prefill });
  const {
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { isSubmitting },
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
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label="Contact us" className="relative grid gap-4">
        <FormInput name="name" label="Name" required autoComplete="name" maxLength={maxLength.name} />
        <FormInput name="email" label="Email" required type="email" autoComplete="email" maxLength={maxLength.email} />
        <FormInput name="phone" label="Phone (optional)" type="tel" autoComplete="tel" maxLength={maxLength.phone} />
        <FormTextArea name="message" label="Message" required rows={6} maxLength={maxLength.longText} />
        <HoneypotField inputRef={honeypotRef} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
