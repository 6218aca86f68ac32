import { Link, useLocation } from "react-router";
import { withSearch } from "#app/lib/list-url.ts";
import { useCan } from "#app/lib/use-can.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button, buttonClass } from "#app/ui/button.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";

export interface ActionTarget {
  id: string;
  reference: string;
}

/**
 * Done and No-show for a booked appointment. `withMove` adds the link that opens the appointment in its panel, where
 * it is moved with the slot picker or cancelled with a reason (the list's rows); a technician, who does neither, is
 * given the link to its details instead.
 */
export function AppointmentActions({ appointment, withMove }: { appointment: ActionTarget; withMove?: boolean }) {
  const action = useFormAction("appointment");
  const { search } = useLocation();
  const { fetcher } = action;
  const runsCalendar = useCan("write:appointment:any");
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
            {runsCalendar ? "Move or cancel" : "Details"}
            <span className="sr-only"> {appointment.reference}</span>
          </Link>
        ) : null}
      </div>
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
    </div>
  );
}
