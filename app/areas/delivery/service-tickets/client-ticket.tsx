import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ticketTypeLabels } from "#app/content/service-targets.ts";
import { ApiError, apiRequest } from "#app/lib/api.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormAlert } from "#app/ui/form-alert.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { siteAddressLine, systemKindLabels } from "#app/areas/delivery/installed-systems/index.ts";
import type { ClientTicketView } from "./own-tickets.server.ts";
import { responsePromise } from "./service-promise.ts";
import { ticketStatusLabels, waitingOn } from "./ticket-statuses.ts";
import { statusTone, waitingText } from "./ticket-status-words.ts";
import { TicketPhotoGallery } from "./ticket-photo-gallery.tsx";
import type { UpcomingVisit } from "./ticket-summary.ts";
import { upcomingVisitText } from "./upcoming-visit-text.ts";

/** A history entry as the client reads it. */
function entryText(entry: ClientTicketView["history"][number]): string {
  if (entry.kind === "status") {
    return entry.status === "new" ? "Request received" : `Status: ${ticketStatusLabels[entry.status!]}`;
  }
  if (entry.kind === "contact") return entry.actorKind === "staff" ? "We contacted you" : "You contacted us";
  if (entry.kind === "visit") return "A visit was arranged";
  return `Photo added: ${entry.note ?? "photo"}`;
}

/** The client's ticket page (issue 28 §5): status and who it waits on, what we promised, its history and photos. */
export function ClientTicket({
  view,
  opened,
  nextVisit = null,
}: {
  view: ClientTicketView;
  opened: boolean;
  nextVisit?: UpcomingVisit | null;
}) {
  const { ticket } = view;
  const place = `${view.systemKind ? `${systemKindLabels[view.systemKind]} system at ` : ""}${siteAddressLine(view.site)}`;
  const waits = waitingOn[ticket.status];
  return (
    <div className="grid gap-6">
      {opened ? (
        <section
          aria-labelledby="ticket-opened"
          className="grid gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
        >
          <h2 id="ticket-opened" className="text-lg font-semibold">
            We have your request: {ticket.reference}
          </h2>
          <p>{responsePromise(ticket.type, ticket.priority)}</p>
          {ticket.responseDueAt ? (
            <p>That is by {formatOfficeTime(new Date(ticket.responseDueAt))} at the latest.</p>
          ) : null}
          <p>Quote the reference {ticket.reference} if you call us about it.</p>
        </section>
      ) : null}
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <Badge tone={statusTone(ticket.status)}>{ticketStatusLabels[ticket.status]}</Badge>
          {waits ? <span>{waitingText[waits]}</span> : null}
        </dd>
        {nextVisit ? (
          <>
            <dt className="font-semibold">Next visit</dt>
            <dd>{upcomingVisitText(nextVisit)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Kind</dt>
        <dd>{ticketTypeLabels[ticket.type]}</dd>
        <dt className="font-semibold">Where</dt>
        <dd>{place}</dd>
        <dt className="font-semibold">Opened</dt>
        <dd>{formatOfficeTime(new Date(ticket.createdAt))}</dd>
        {ticket.resolvedAt ? (
          <>
            <dt className="font-semibold">Resolved</dt>
            <dd>{formatOfficeTime(new Date(ticket.resolvedAt))}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="ticket-description" className="grid gap-2">
        <h2 id="ticket-description" className="text-lg font-semibold">
          What you told us
        </h2>
        <p className="whitespace-pre-line break-words">{ticket.description}</p>
        {ticket.resolutionNotes ? (
          <>
            <h3 className="font-semibold">What we did</h3>
            <p className="whitespace-pre-line break-words">{ticket.resolutionNotes}</p>
          </>
        ) : null}
      </section>
      <section aria-labelledby="ticket-history" className="grid gap-2">
        <h2 id="ticket-history" className="text-lg font-semibold">
          History
        </h2>
        <ol className="grid gap-1">
          {view.history.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3">
              <time dateTime={new Date(entry.at).toISOString()} className="text-slate-600 dark:text-slate-400">
                {formatOfficeTime(new Date(entry.at))}
              </time>
              <span>{entryText(entry)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="ticket-photos" className="grid gap-3">
        <h2 id="ticket-photos" className="text-lg font-semibold">
          Photos
        </h2>
        <TicketPhotoGallery ticketId={ticket.id} photos={view.photos} />
        <AddPhotosForm ticketId={ticket.id} />
      </section>
      <p>
        <Link className={textLinkClass} to="/dashboard">
          Back to your dashboard
        </Link>
      </p>
    </div>
  );
}

/** Adds photos to the ticket through the API's multipart route, then reloads the page's data. Needs JavaScript. */
function AddPhotosForm({ ticketId }: { ticketId: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!hydrated) return null;
  const send = async (element: HTMLFormElement) => {
    setSending(true);
    setMessage(null);
    try {
      await apiRequest("POST", `/api/service/tickets/${ticketId}/photos`, undefined, { body: new FormData(element) });
      element.reset();
      await revalidator.revalidate();
    } catch (error) {
      setMessage(
        error instanceof ApiError
          ? (error.body?.message ?? "The photos could not be added.")
          : "The photos could not be added.",
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
    >
      <Field label="Add photos" hint="Up to 6 at a time (JPEG, PNG, WebP or HEIC), each up to 20 MB.">
        <input
          type="file"
          name="file"
          multiple
          required
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          className={inputClass}
        />
      </Field>
      <FormAlert message={message} />
      <Button type="submit" variant="secondary" disabled={sending} className="w-fit">
        {sending ? "Adding..." : "Add photos"}
      </Button>
    </form>
  );
}
