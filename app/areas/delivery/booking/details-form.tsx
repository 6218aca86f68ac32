import { useEffect, useMemo } from "react";
import { FormProvider, type Path } from "react-hook-form";
import { maxLength } from "#app/lib/field-rules.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormInput, FormTextArea } from "#app/ui/form-inputs.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { useSignedInContact } from "#app/areas/sales/index.ts";
import { bookingDetailsSchema, ADDRESS_MESSAGE } from "./booking-schema.ts";

export interface BookingDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
}

export interface DetailsFormProps {
  onSite: boolean;
  submitting: boolean;
  /** The server's field messages and overall message, shown like the form's own. */
  serverErrors: Record<string, string>;
  serverMessage: string | null;
  onSubmit: (details: BookingDetails) => void;
}

/** A site visit needs its address; a phone call does not. */
const detailsSchemaFor = (onSite: boolean) =>
  bookingDetailsSchema.superRefine((details, ctx) => {
    if (onSite && !details.address) ctx.addIssue({ code: "custom", path: ["address"], message: ADDRESS_MESSAGE });
  });

/** Name, e-mail, phone (SPEC §5 rules), the address for a site visit and notes; a signed-in client's are filled in. */
export function DetailsForm({ onSite, submitting, serverErrors, serverMessage, onSubmit }: DetailsFormProps) {
  const prefill = useSignedInContact();
  const schema = useMemo(() => detailsSchemaFor(onSite), [onSite]);
  const form = useSchemaForm(schema, {
    name: prefill?.name ?? "",
    email: prefill?.email ?? "",
    phone: prefill?.phone ?? "",
    address: "",
    notes: "",
  });

  useEffect(() => {
    Object.entries(serverErrors).forEach(([field, message], index) =>
      form.setError(field as Path<BookingDetails>, { type: "server", message }, { shouldFocus: index === 0 }),
    );
  }, [serverErrors, form]);

  // What was typed is sent as typed; the server trims and checks it again.
  const submit = form.handleSubmit(() => {
    const { address, notes, ...contact } = form.getValues();
    onSubmit({ ...contact, address: address ?? "", notes: notes ?? "" });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Your details">
        <FormAlert message={serverMessage} />
        <FormInput name="name" label="Full Name" required autoComplete="name" maxLength={maxLength.name} />
        <FormInput name="email" label="Email" required type="email" autoComplete="email" maxLength={maxLength.email} />
        <FormInput name="phone" label="Phone" required type="tel" autoComplete="tel" maxLength={maxLength.phone} />
        {onSite ? (
          <FormInput
            name="address"
            label="Address of the visit"
            required
            autoComplete="street-address"
            maxLength={maxLength.address}
          />
        ) : null}
        <FormTextArea
          name="notes"
          label="Notes"
          hint="Anything we should know: gate codes, pets, what you would like to discuss."
          rows={3}
          maxLength={maxLength.longText}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Booking..." : "Book appointment"}
        </Button>
      </form>
    </FormProvider>
  );
}
