import { Link, useLocation } from "react-router";
import { withSearch } from "#app/lib/list-url.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";

export interface ActionTarget {
  id: string;
  reference: string;
  customerName: string;
  startsAt: Date;
}

/**
 * Done, No-show and Cancel for a booked appointment; Cancel asks first, since the customer is e-mailed at once.
 * `withMove` adds the link that opens the appointment with its slot picker (the list's rows).
 */
export function AppointmentActions({ appointment, withMove }: { appointment: ActionTarget; withMove?: boolean }) {
  const action = useFormAction("appointment");
  const { search } = useLocation();
  const { fetcher } = action;
  const post = (intent: string) => fetcher.submit({ intent, appointmentId: appointment.id }, { method: "post" });
  const button = (intent: string, label: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="appointmentId" value={appointment.id} />
      <Button type="submit" variant="secondary" disabled={action.pending}>
        {label}
        <span className="sr-only"> {appointment.reference}</span>
      </Button>
    </fetcher.Form>
  );
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {button("done", "Done")}
        {button("no-show", "No-show")}
        {withMove ? (
          <Link
            className={buttonClass("secondary")}
            to={{ search: withSearch(search, { appointment: appointment.id, on: null }), hash: "appointment" }}
          >
            Move<span className="sr-only"> {appointment.reference}</span>
          </Link>
        ) : null}
        <ConfirmDialog
          title={`Cancel ${appointment.reference}?`}
          description={`${appointment.customerName}'s appointment on ${formatOfficeTime(appointment.startsAt)} is cancelled and its time freed; the customer is e-mailed a cancellation that removes it from their calendar. This cannot be undone.`}
          confirmLabel="Cancel appointment"
          onConfirm={() => post("cancel")}
          trigger={
            <Button variant="destructive" disabled={action.pending}>
              Cancel<span className="sr-only"> {appointment.reference}</span>
            </Button>
          }
        />
      </div>
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
    </div>
  );
}
