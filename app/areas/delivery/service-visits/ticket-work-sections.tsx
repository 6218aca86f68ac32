import { FormProvider } from "react-hook-form";
import { useRevalidator } from "react-router";
import { company } from "#app/content/company.ts";
import { apiRequest } from "#app/lib/api.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useApiForm } from "#app/lib/use-api-form.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { z } from "#app/lib/zod.ts";
import { Button } from "#app/ui/button.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { FormInput, FormSelect } from "#app/ui/form-inputs.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { toast } from "#app/ui/toast.tsx";
import { TicketPhotoGallery } from "#app/areas/delivery/service-tickets/index.ts";
import type { TicketWork } from "./ticket-work.server.ts";
import { TECHNICIAN_MESSAGE, ticketPartSchema } from "./visit-schemas.ts";
import { visitStatusLabels } from "./visit-statuses.ts";

const DATE_MESSAGE = "Please choose the visit's date";
const TIME_MESSAGE = "Please choose the visit's start time";

/** The office types a Pacific date and time; the API takes the instant with its offset. */
const visitTime = {
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
  time: z.string().regex(/^\d{2}:\d{2}$/, TIME_MESSAGE),
};
function startsAtOf(date: string, time: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return zonedTimeToInstant({ year, month, day, hour, minute }, company.timeZone).toISOString();
}

/** A new visit names its technician; a moved one keeps its own unless another is chosen. */
export const scheduleFormSchema = z
  .object({ ...visitTime, technicianId: z.uuid(TECHNICIAN_MESSAGE) })
  .transform(({ date, time, technicianId }) => ({ startsAt: startsAtOf(date, time), technicianId }));
const moveFormSchema = z
  .object({ ...visitTime, technicianId: z.union([z.literal(""), z.uuid(TECHNICIAN_MESSAGE)]) })
  .transform(({ date, time, technicianId }) => ({
    startsAt: startsAtOf(date, time),
    technicianId: technicianId || undefined,
  }));

interface VisitTimeFormProps {
  /** The API route the form posts to: a ticket's new visit, or a visit's move. */
  path: string;
  schema: typeof scheduleFormSchema | typeof moveFormSchema;
  heading: string;
  submitLabel: string;
  done: string;
  technicians: readonly { id: string; name: string | null }[];
  /** The technician choice's first option: "Choose a technician", or keeping the one the visit has. */
  emptyLabel: string;
}

function minutesOnSite(visit: TicketWork["visits"][number]) {
  if (!visit.startedAt || !visit.completedAt) return null;
  return Math.round((Date.parse(visit.completedAt) - Date.parse(visit.startedAt)) / 60_000);
}

/** When a visit is (a new one, or a scheduled one moved), in Pacific time; a time refused shows under the date. */
function VisitTimeForm({ path, schema, heading, submitLabel, done, technicians, emptyLabel }: VisitTimeFormProps) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    schema,
    { date: "", time: "", technicianId: "" },
    async (visit, _element, form) => {
      await apiRequest("POST", path, visit);
      toast({ title: done });
      form.reset();
      await revalidate();
    },
    `Could not save the visit. Please try again.`,
    { startsAt: "date" },
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <h3 className="text-sm font-semibold">{heading}</h3>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormInput name="date" label="Date" type="date" required />
          <FormInput name="time" label="Start time" type="time" required />
          <FormSelect
            name="technicianId"
            label="Technician"
            required={schema === scheduleFormSchema}
            options={technicians.map((technician) => technician.id)}
            labels={Object.fromEntries(
              technicians.map((technician) => [technician.id, technician.name ?? technician.id]),
            )}
            emptyLabel={emptyLabel}
          />
        </div>
        <FormAlert message={formError} />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="w-fit">
          {submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}

function CancelVisitButton({ visitId }: { visitId: string }) {
  const { revalidate } = useRevalidator();
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-fit"
      onClick={() =>
        void apiRequest("POST", `/api/service/visits/${visitId}/cancel`, {})
          .then(async () => {
            toast({ title: "Visit cancelled" });
            await revalidate();
          })
          .catch((error: unknown) =>
            toast({ title: error instanceof Error ? error.message : "Could not cancel the visit" }),
          )
      }
    >
      Cancel this visit
    </Button>
  );
}

function AddPartForm({ ticketId }: { ticketId: string }) {
  const { revalidate } = useRevalidator();
  const { form, onSubmit, formError } = useApiForm(
    ticketPartSchema,
    { sku: "", quantity: "1" },
    async (part, _element, form) => {
      await apiRequest("POST", `/api/service/tickets/${ticketId}/parts`, part);
      toast({ title: `Part recorded: ${part.quantity} × ${part.sku}` });
      form.reset();
      await revalidate();
    },
    "Could not record the part. Please try again.",
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormInput name="sku" label="SKU" required />
          <FormInput name="quantity" label="Quantity" inputMode="numeric" required />
        </div>
        <FormAlert message={formError} />
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting} className="w-fit">
          Add the part
        </Button>
      </form>
    </FormProvider>
  );
}

function AddPhotoForm({ ticketId }: { ticketId: string }) {
  const { revalidate } = useRevalidator();
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={`/api/service/tickets/${ticketId}/photos`}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const element = event.currentTarget;
        void apiRequest("POST", `/api/service/tickets/${ticketId}/photos`, undefined, { body: new FormData(element) })
          .then(async () => {
            toast({ title: "Photo added" });
            element.reset();
            await revalidate();
          })
          .catch((error: unknown) =>
            toast({ title: error instanceof Error ? error.message : "Could not add the photo" }),
          );
      }}
    >
      <label className="grid gap-1 text-sm font-medium">
        Photo
        <input name="file" type="file" accept="image/*" required className="max-w-full text-sm" />
      </label>
      <Button type="submit" variant="secondary" className="w-fit">
        Add the photo
      </Button>
    </form>
  );
}

/**
 * The staff ticket page's field work: its visits (when, in Pacific time, who, status, time on site) with the office's
 * scheduling and cancelling, the parts used with the add-part form for those who change the ticket, and its photos.
 */
export function TicketWorkSections({
  ticketId,
  work,
  schedules,
  changes,
  technicians,
}: {
  ticketId: string;
  work: TicketWork;
  /** The office: schedules and cancels visits. */
  schedules: boolean;
  /** Whoever may change the ticket: adds parts and photos. */
  changes: boolean;
  technicians: readonly { id: string; name: string | null }[];
}) {
  return (
    <>
      <Panel title="Visits">
        <div className="grid gap-4">
          {work.visits.length === 0 ? <p className="text-sm">No visit scheduled.</p> : null}
          <ul className="grid gap-3 text-sm">
            {work.visits.map((visit) => {
              const onSite = minutesOnSite(visit);
              return (
                <li key={visit.id} className="grid gap-1 rounded-md border border-slate-200 p-3 dark:border-slate-700">
                  <span className="font-medium">{formatOfficeTime(new Date(visit.startsAt))}</span>
                  <span>
                    {visit.technicianName ?? "No technician"} · {visitStatusLabels[visit.status]}
                    {onSite === null ? "" : ` · ${onSite} min on site`}
                  </span>
                  {schedules && visit.status === "scheduled" ? (
                    <>
                      <details className="grid gap-2">
                        <summary className="w-fit cursor-pointer text-sm font-medium underline">
                          Move this visit
                        </summary>
                        <VisitTimeForm
                          path={`/api/service/visits/${visit.id}/reschedule`}
                          schema={moveFormSchema}
                          heading="Move the visit (Pacific time)"
                          submitLabel="Move the visit"
                          done="Visit moved"
                          technicians={technicians}
                          emptyLabel={`Keep ${visit.technicianName ?? "the technician"}`}
                        />
                      </details>
                      <CancelVisitButton visitId={visit.id} />
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {schedules ? (
            <VisitTimeForm
              path={`/api/service/tickets/${ticketId}/visits`}
              schema={scheduleFormSchema}
              heading="Schedule a visit (Pacific time)"
              submitLabel="Schedule the visit"
              done="Visit scheduled"
              technicians={technicians}
              emptyLabel="Choose a technician"
            />
          ) : null}
        </div>
      </Panel>
      <Panel title="Parts used">
        <div className="grid gap-4">
          {work.parts.length === 0 ? <p className="text-sm">No part used yet.</p> : null}
          <ul className="grid gap-2 text-sm">
            {work.parts.map((part) => (
              <li key={part.id}>
                {part.quantity} × <span className="font-mono">{part.sku}</span>
                {part.name ? ` ${part.name}` : ""} · {part.addedByName ?? "someone"},{" "}
                {formatOfficeTime(new Date(part.createdAt))}
              </li>
            ))}
          </ul>
          {changes ? <AddPartForm ticketId={ticketId} /> : null}
        </div>
      </Panel>
      <Panel title="Photos">
        <div className="grid gap-4">
          <TicketPhotoGallery ticketId={ticketId} photos={work.photos} />
          {changes ? <AddPhotoForm ticketId={ticketId} /> : null}
        </div>
      </Panel>
    </>
  );
}
