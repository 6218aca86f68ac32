import { zodResolver } from "@hookform/resolvers/zod";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { Select } from "#app/ui/select.tsx";
import { statusChangeAllowed, ticketStatuses, ticketStatusLabels, type TicketStatus } from "./ticket-statuses.ts";
import { ticketAssignmentSchema, ticketContactSchema, ticketStatusSchema } from "./ticket-schemas.ts";

/**
 * Moves the ticket along its flow, offering only the moves the flow allows from where it is; the note goes into its
 * history. Waiting on the customer or on parts pauses its SLA clock until the next change.
 */
export function TicketStatusForm({ status }: { status: TicketStatus }) {
  const choices = ticketStatuses.filter((next) => statusChangeAllowed(status, next));
  const action = useActionForm("ticket-status", zodResolver(ticketStatusSchema), {
    values: { status: choices[0] ?? status, note: "" },
    resetOnSuccess: true,
  });
  return (
    <ActionForm action={action} submitLabel="Change status" primary>
      <Field label="New status" error={action.fieldError("status")}>
        <select className={inputClass} {...action.form.register("status")}>
          {choices.map((value) => (
            <option key={value} value={value}>
              {ticketStatusLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Note" hint="Optional; kept in the ticket's history for staff" error={action.fieldError("note")}>
        <textarea rows={3} maxLength={5000} className={inputClass} {...action.form.register("note")} />
      </Field>
    </ActionForm>
  );
}

/** Logs a call or message to the customer: the first one answers the ticket's response target. */
export function TicketContactForm() {
  const action = useActionForm("ticket-contact", zodResolver(ticketContactSchema), {
    defaultValues: { note: "" },
    resetOnSuccess: true,
  });
  return (
    <ActionForm action={action} submitLabel="Log contact">
      <Field label="What was said" required error={action.fieldError("note")}>
        <textarea rows={3} maxLength={5000} className={inputClass} {...action.form.register("note")} />
      </Field>
    </ActionForm>
  );
}

/** A staff member who may be given a ticket. */
export interface TechnicianChoice {
  id: string;
  name: string | null;
}

/** Gives the ticket to a technician, or to nobody: they then see and work it. */
export function TicketAssignmentForm({
  technicianId,
  technicians,
}: {
  technicianId: string | null;
  technicians: readonly TechnicianChoice[];
}) {
  const action = useActionForm("ticket-assignment", zodResolver(ticketAssignmentSchema), {
    values: { technicianId: technicianId ?? "" },
  });
  return (
    <ActionForm action={action} submitLabel="Save technician">
      <Field label="Technician" error={action.fieldError("technicianId")}>
        <Select
          any="Nobody"
          options={technicians.map((each) => [each.id, each.name ?? each.id])}
          {...action.form.register("technicianId")}
        />
      </Field>
    </ActionForm>
  );
}
