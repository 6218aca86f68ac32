import { useId } from "react";
import { equipmentCategoryLabels } from "#app/content/equipment-warranty-terms.ts";
import { ticketTypeLabels } from "#app/content/service-targets.ts";
import { Field } from "#app/ui/field.tsx";
import { systemKindLabels } from "#app/areas/delivery/installed-systems/index.ts";
import { TicketPhotoGallery, ticketStatusLabels } from "#app/areas/delivery/service-tickets/index.ts";
import { DayActionForm } from "./day-action-form.tsx";
import type { DayVisit } from "./my-day.server.ts";
import { checklistField, MAX_PART_QUANTITY } from "./visit-schemas.ts";
import { visitStatusLabels } from "./visit-statuses.ts";

const fieldClass =
  "block w-full min-h-12 rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-950 aria-[invalid=true]:border-red-700 dark:border-slate-300 dark:bg-slate-950 dark:text-white";

const eventKindLabels: Record<DayVisit["history"][number]["kind"], string> = {
  status: "Status",
  contact: "Contact",
  note: "Note",
  assignment: "Assigned",
  visit: "Visit",
  part: "Part",
  photo: "Photo",
};

/** A time of day in the office's zone, e.g. "9:00 AM". */
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, timeStyle: "short" }).format(new Date(iso));
const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}

/** One visit of the day, with what is needed on site and the actions its state allows. */
export function VisitCard({ visit, timeZone }: { visit: DayVisit; timeZone: string }) {
  const headingId = useId();
  const { ticket } = visit;
  const open = visit.status === "scheduled" || visit.status === "started";
  const visitPath = (action: string) => `/api/service/visits/${visit.id}/${action}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border-2 border-slate-900 bg-white p-4 text-slate-950 dark:border-slate-200 dark:bg-slate-950 dark:text-white"
    >
      <header className="grid gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {clock(visit.startsAt, timeZone)}–{clock(visit.endsAt, timeZone)}: {ticketTypeLabels[ticket.type]}
        </h2>
        {/* Live: a start or a completion, once the day reloads, is announced by the visit's new state. */}
        <p className="text-base" aria-live="polite">
          Ticket <span className="font-mono font-semibold">{ticket.reference}</span> ·{" "}
          {ticketStatusLabels[ticket.status]}
          {" · "}
          <strong>{visitStatusLabels[visit.status]}</strong> · {visit.technicianName}
        </p>
      </header>

      <Section title="Where">
        <p className="text-base">{visit.address}</p>
        <a
          href={visit.mapUrl}
          rel="noreferrer"
          target="_blank"
          className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-slate-900 px-5 text-base font-bold underline dark:border-white"
        >
          Open the address in maps<span className="sr-only"> (opens a new tab)</span>
        </a>
        {visit.accessNotes ? (
          <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-base text-amber-950">
            <strong>Access: </strong>
            {visit.accessNotes}
          </p>
        ) : null}
      </Section>

      <Section title="The problem">
        <p className="text-base whitespace-pre-line">{ticket.description}</p>
      </Section>

      <Section title="System and equipment">
        {visit.system ? (
          <>
            <p className="text-base">
              {systemKindLabels[visit.system.kind]}
              {visit.system.kwDc ? ` · ${visit.system.kwDc} kW DC` : ""}
              {visit.system.kwhUsable ? ` · ${visit.system.kwhUsable} kWh` : ""} · installed {visit.system.installedOn}
            </p>
            <ul className="grid gap-1 text-base">
              {visit.system.equipment.map((item) => (
                <li key={item.id}>
                  {item.quantity} × {equipmentCategoryLabels[item.category]}: {item.make} {item.model}
                  {item.serial ? (
                    <>
                      {" "}
                      · serial <span className="font-mono">{item.serial}</span>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-base">No system named on this ticket.</p>
        )}
      </Section>

      {visit.parts.length > 0 ? (
        <Section title="Parts used">
          <ul className="grid gap-1 text-base">
            {visit.parts.map((part) => (
              <li key={part.id}>
                {part.quantity} × <span className="font-mono">{part.sku}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {visit.photos.length > 0 ? (
        <Section title="Photos">
          <TicketPhotoGallery ticketId={ticket.id} photos={visit.photos} />
        </Section>
      ) : null}

      <Section title="History">
        <ol className="grid gap-2 text-base">
          {visit.history.map((event) => (
            <li key={event.id} className="border-l-4 border-slate-400 pl-3">
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {dateTime(event.at, timeZone)} · {eventKindLabels[event.kind]}
              </span>
              {event.status ? ticketStatusLabels[event.status] : event.note}
            </li>
          ))}
        </ol>
      </Section>

      {visit.status === "completed" ? (
        <p className="rounded-md border-2 border-green-800 bg-green-50 p-3 text-base font-semibold text-green-900">
          Completed at {clock(visit.completedAt!, timeZone)}
          {ticket.signedOffBy ? `, signed off by ${ticket.signedOffBy}` : ""}.
        </p>
      ) : null}

      {visit.status === "scheduled" ? (
        <DayActionForm
          intent="start-visit"
          path={visitPath("start")}
          idField="visitId"
          recordId={visit.id}
          idempotencyKey={visit.keys.start}
          submitLabel="Start the visit: I am on site"
          done="Started: the office knows you are on site."
          primary
        />
      ) : null}

      {visit.status === "started" ? (
        <Section title="Add a part from stock">
          <DayActionForm
            intent="use-part"
            path={`/api/service/tickets/${ticket.id}/parts`}
            idField="ticketId"
            recordId={ticket.id}
            idempotencyKey={visit.keys.part}
            submitLabel="Add the part"
            done="Part recorded and taken from stock."
          >
            {(errors) => (
              <>
                <Field label="SKU" required error={errors.sku}>
                  <input name="sku" autoComplete="off" autoCapitalize="characters" className={fieldClass} />
                </Field>
                <Field label="Quantity" required error={errors.quantity}>
                  <input
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_PART_QUANTITY}
                    defaultValue={1}
                    className={fieldClass}
                  />
                </Field>
              </>
            )}
          </DayActionForm>
        </Section>
      ) : null}

      {visit.status === "started" ? (
        <Section title="Add a photo">
          <DayActionForm
            intent="ticket-photo"
            path={`/api/service/tickets/${ticket.id}/photos`}
            idField="ticketId"
            recordId={ticket.id}
            idempotencyKey={visit.keys.photo}
            submitLabel="Send the photo"
            done="Photo sent to the office."
            multipart
          >
            {(errors) => (
              <Field label="Photo" required error={errors.file}>
                <input name="file" type="file" accept="image/*" capture="environment" className={fieldClass} />
              </Field>
            )}
          </DayActionForm>
        </Section>
      ) : null}

      {open ? (
        <Section title="Add a note">
          <DayActionForm
            intent="visit-note"
            path={visitPath("notes")}
            idField="visitId"
            recordId={visit.id}
            idempotencyKey={visit.keys.note}
            submitLabel="Add the note"
            done="Note added to the ticket."
          >
            {(errors) => (
              <Field label="Note" required error={errors.note}>
                <textarea name="note" rows={3} className={fieldClass} />
              </Field>
            )}
          </DayActionForm>
        </Section>
      ) : null}

      {visit.status === "started" ? (
        <Section title="Complete the visit">
          <DayActionForm
            intent="complete-visit"
            path={visitPath("complete")}
            idField="visitId"
            recordId={visit.id}
            idempotencyKey={visit.keys.complete}
            submitLabel="Complete and sign off"
            done="Completed: the ticket is resolved."
            primary
          >
            {(errors) => (
              <>
                <fieldset className="grid gap-1">
                  <legend className="mb-1 text-base font-semibold">Checklist</legend>
                  {visit.checklist.map((item) => (
                    <label key={item.id} className="flex min-h-12 items-center gap-3 text-base">
                      <input
                        type="checkbox"
                        name={checklistField(item.id)}
                        defaultChecked={visit.checked.includes(item.id)}
                        className="size-6 shrink-0"
                      />
                      {item.label}
                    </label>
                  ))}
                </fieldset>
                <Field label="What was done" required error={errors.resolutionNotes}>
                  <textarea name="resolutionNotes" rows={4} className={fieldClass} />
                </Field>
                <Field
                  label="Customer's name (their sign-off)"
                  hint="The customer types their name to confirm the work; the time is recorded."
                  required
                  error={errors.signedOffBy}
                >
                  <input name="signedOffBy" autoComplete="off" className={fieldClass} />
                </Field>
              </>
            )}
          </DayActionForm>
        </Section>
      ) : null}
    </article>
  );
}
