import { useState, type FormEvent } from "react";
import { maxLength } from "#app/lib/field-rules.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
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

const fieldOrder = ["name", "email", "phone", "address", "notes"] as const;

/** Name, e-mail, phone (SPEC §5 rules), the address for a site visit and notes; a signed-in client's are filled in. */
export function DetailsForm({ onSite, submitting, serverErrors, serverMessage, onSubmit }: DetailsFormProps) {
  const prefill = useSignedInContact();
  const [values, setValues] = useState<BookingDetails>({
    name: prefill?.name ?? "",
    email: prefill?.email ?? "",
    phone: prefill?.phone ?? "",
    address: "",
    notes: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...errors, ...serverErrors };

  function validate(next: BookingDetails): Record<string, string> {
    const result = bookingDetailsSchema.safeParse(next);
    const found: Record<string, string> = {};
    if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (onSite && !next.address.trim()) found.address ??= ADDRESS_MESSAGE;
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstError = fieldOrder.find((field) => found[field]);
    if (firstError) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
      return;
    }
    onSubmit(values);
  }

  const bind = (field: keyof BookingDetails) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (Object.keys(errors).length > 0) setErrors(validate(next));
    },
    className: inputClass,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Your details">
      <FormAlert message={serverMessage} />
      <Field label="Full Name" required error={shown.name}>
        <input type="text" autoComplete="name" maxLength={maxLength.name} {...bind("name")} />
      </Field>
      <Field label="Email" required error={shown.email}>
        <input type="email" autoComplete="email" maxLength={maxLength.email} {...bind("email")} />
      </Field>
      <Field label="Phone" required error={shown.phone}>
        <input type="tel" autoComplete="tel" maxLength={maxLength.phone} {...bind("phone")} />
      </Field>
      {onSite ? (
        <Field label="Address of the visit" required error={shown.address}>
          <input type="text" autoComplete="street-address" maxLength={maxLength.address} {...bind("address")} />
        </Field>
      ) : null}
      <Field
        label="Notes"
        hint="Anything we should know: gate codes, pets, what you would like to discuss."
        error={shown.notes}
      >
        <textarea rows={3} maxLength={maxLength.longText} {...bind("notes")} />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Booking..." : "Book appointment"}
      </Button>
    </form>
  );
}
