import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { apiRequest } from "#app/lib/api.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { toast } from "#app/ui/toast.tsx";
import { scheduleFormSchema } from "#app/areas/delivery/service-visits/index.ts";

export interface Technician {
  id: string;
  name: string | null;
}

/**
 * A due plan visit's booking into the crew calendar: a Pacific date and start time and the technician, sent as
 * `POST /api/service/plan-visits/:id/book` (the ticket page's visit scheduling form's fields and rules). Once booked,
 * the list is read again and the visit has left it.
 */
export function BookPlanVisitForm({
  visitId,
  visitName,
  technicians,
}: {
  visitId: string;
  /** What the visit is, for the screen reader's name of its button. */
  visitName: string;
  technicians: readonly Technician[];
}) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    scheduleFormSchema,
    { date: "", time: "", technicianId: "" },
    async (booking) => {
      await apiRequest("POST", `/api/service/plan-visits/${visitId}/book`, booking);
      toast({ title: "Visit booked into the crew calendar" });
      await revalidate();
    },
    "Could not book the visit. Please try again.",
  );
  return (
    <details className="min-w-56">
      <summary className="cursor-pointer text-sm font-medium">
        Book<span className="sr-only"> {visitName}</span>
      </summary>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2 grid gap-2">
          <FormInput name="date" label="Date" type="date" required />
          <FormInput name="time" label="Start time (Pacific)" type="time" required />
          <FormSelect
            name="technicianId"
            label="Technician"
            required
            options={technicians.map((technician) => technician.id)}
            labels={Object.fromEntries(
              technicians.map((technician) => [technician.id, technician.name ?? technician.id]),
            )}
            emptyLabel="Choose a technician"
          />
          <FormAlert message={formError} />
          <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="w-fit">
            Book the visit<span className="sr-only"> {visitName}</span>
          </Button>
        </form>
      </FormProvider>
    </details>
  );
}
