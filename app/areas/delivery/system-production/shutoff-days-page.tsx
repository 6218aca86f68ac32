import { zodResolver } from "@hookform/resolvers/zod";
import { formatIsoDate } from "#app/lib/format.ts";
import { useCan } from "#app/lib/use-can.ts";
import { useActionForm, useFormAction } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Button } from "#app/ui/button.tsx";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { shutoffDaySchema } from "./production-schemas.ts";

/** A shutoff day as the page lists it. */
export interface ShutoffDayView {
  id: string;
  day: string;
  city: string;
  note: string;
}

function AddShutoffDayForm() {
  const action = useActionForm("add-shutoff-day", zodResolver(shutoffDaySchema), {
    defaultValues: { day: "", city: "", note: "" },
    resetOnSuccess: true,
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Record the shutoff day">
      <div className="grid gap-3 md:grid-cols-3">
        <Field label="Day" required error={action.fieldError("day")}>
          <input type="date" className={inputClass} {...register("day")} />
        </Field>
        <Field label="Town" required hint="As on its sites' addresses, e.g. Redding." error={action.fieldError("city")}>
          <input type="text" maxLength={100} className={inputClass} {...register("city")} />
        </Field>
        <Field
          label="What was shut off"
          required
          hint="The utility and its event, e.g. PG&E PSPS event 10/2."
          error={action.fieldError("note")}
        >
          <input type="text" maxLength={200} className={inputClass} {...register("note")} />
        </Field>
      </div>
    </ActionForm>
  );
}

/**
 * The utility's shutoff days (PG&E's Public Safety Power Shutoffs, issue 29 §3): the days a town's systems could not
 * export, which the daily check leaves out and names in its findings. The office records and removes them here.
 */
export function ShutoffDaysPage({ days }: { days: readonly ShutoffDayView[] }) {
  const changes = useCan("write:site:any");
  const remove = useFormAction("remove-shutoff-day");
  const columns: Column<ShutoffDayView>[] = [
    { header: "Day", rowHeader: true, cell: (row) => formatIsoDate(row.day) },
    { header: "Town", cell: (row) => row.city },
    { header: "What was shut off", cell: (row) => row.note },
  ];
  if (changes) {
    columns.push({
      header: "Remove",
      cell: (row) => (
        <remove.fetcher.Form method="post">
          <input type="hidden" name="intent" value="remove-shutoff-day" />
          <input type="hidden" name="shutoffDayId" value={row.id} />
          <Button
            type="submit"
            variant="secondary"
            aria-label={`Remove the shutoff day ${formatIsoDate(row.day)} in ${row.city}`}
          >
            Remove
          </Button>
        </remove.fetcher.Form>
      ),
    });
  }
  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-sm">
        The daily production check leaves these days out for the sites in each town, and says so in what it finds: a
        system that made nothing during a shutoff is not a fault.
      </p>
      {changes ? (
        <TitledSection id="add-shutoff-heading" title="Record a shutoff day" className="grid gap-3">
          <AddShutoffDayForm />
        </TitledSection>
      ) : null}
      <FormNotice notice={remove.notice} isError={remove.noticeIsError} />
      <DataTable
        label="Shutoff days"
        caption="Utility shutoff days, latest first"
        columns={columns}
        rows={days}
        rowKey={(row) => row.id}
        empty="No shutoff days recorded."
      />
    </div>
  );
}
