import { zodResolver } from "@hookform/resolvers/zod";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field } from "#app/ui/field.tsx";
import { Select } from "#app/ui/select.tsx";
import { technicianSchema } from "./booking-schema.ts";

/** A staff member who may be sent on a visit, as the appointments page lists them. */
export interface TechnicianChoice {
  id: string;
  name: string | null;
}

export const technicianOptions = (technicians: TechnicianChoice[]): [string, string][] =>
  technicians.map((technician) => [technician.id, technician.name ?? technician.id]);

/** Sends a staff member on the visit, or nobody; whoever is newly given it is e-mailed. */
export function TechnicianForm({
  appointmentId,
  technicianId,
  technicians,
}: {
  appointmentId: string;
  technicianId: string | null;
  technicians: TechnicianChoice[];
}) {
  const action = useActionForm("assign-technician", zodResolver(technicianSchema), {
    values: { technicianId: technicianId ?? "" },
  });
  return (
    <ActionForm action={action} submitLabel="Save technician">
      <input type="hidden" name="appointmentId" value={appointmentId} />
      <Field label="Technician" hint="They are e-mailed the visit" error={action.fieldError("technicianId")}>
        <Select any="Nobody" options={technicianOptions(technicians)} {...action.form.register("technicianId")} />
      </Field>
    </ActionForm>
  );
}
