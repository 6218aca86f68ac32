import { zodResolver } from "@hookform/resolvers/zod";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useActionForm, useFormAction } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Button } from "#app/ui/button.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { blockSchema, closedDaySchema } from "./calendar-settings-schema.ts";
import { formatLocalDate } from "./slot-times.ts";
import { TitledSection } from "#app/ui/titled-section.tsx";

export interface CalendarChanges {
  blocks: Array<{ id: string; startsAt: Date; endsAt: Date; reason: string }>;
  closedDays: Array<{ date: string; reason: string }>;
}

function BlockForm() {
  const action = useActionForm("add-block", zodResolver(blockSchema), {
    defaultValues: { date: "", from: "", to: "", reason: "" },
    resetOnSuccess: true,
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Block time">
      <Field label="Date" required error={action.fieldError("date")}>
        <input type="date" className={inputClass} {...register("date")} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="From (Pacific)" required error={action.fieldError("from")}>
          <input type="time" className={inputClass} {...register("from")} />
        </Field>
        <Field label="To (Pacific)" required error={action.fieldError("to")}>
          <input type="time" className={inputClass} {...register("to")} />
        </Field>
      </div>
      <Field label="Reason" required error={action.fieldError("reason")}>
        <input type="text" className={inputClass} {...register("reason")} />
      </Field>
    </ActionForm>
  );
}

function ClosedDayForm() {
  const action = useActionForm("add-closed-day", zodResolver(closedDaySchema), {
    defaultValues: { date: "", reason: "" },
    resetOnSuccess: true,
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Close day">
      <Field label="Date" required error={action.fieldError("date")}>
        <input type="date" className={inputClass} {...register("date")} />
      </Field>
      <Field label="Reason (e.g. Thanksgiving)" required error={action.fieldError("reason")}>
        <input type="text" className={inputClass} {...register("reason")} />
      </Field>
    </ActionForm>
  );
}

/** Block times and close days (holidays); both listed from today on, each removable. */
export function CalendarChangesPanel({ changes }: { changes: CalendarChanges }) {
  const removeBlock = useFormAction("remove-block");
  const removeDay = useFormAction("remove-closed-day");
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <TitledSection id="blocks-heading" title="Blocked times" className="grid content-start gap-3">
        <BlockForm />
        <FormNotice notice={removeBlock.notice} isError={removeBlock.noticeIsError} />
        <ul className="grid gap-2">
          {changes.blocks.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {formatOfficeTime(block.startsAt)} to {formatOfficeTime(block.endsAt)}: {block.reason}
              </span>
              <removeBlock.fetcher.Form method="post">
                <input type="hidden" name="intent" value="remove-block" />
                <input type="hidden" name="blockId" value={block.id} />
                <Button type="submit" variant="secondary" aria-label={`Remove the block “${block.reason}”`}>
                  Remove
                </Button>
              </removeBlock.fetcher.Form>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="closed-heading" title="Closed days and holidays" className="grid content-start gap-3">
        <ClosedDayForm />
        <FormNotice notice={removeDay.notice} isError={removeDay.noticeIsError} />
        <ul className="grid gap-2">
          {changes.closedDays.map((day) => (
            <li key={day.date} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {formatLocalDate(day.date)}: {day.reason}
              </span>
              <removeDay.fetcher.Form method="post">
                <input type="hidden" name="intent" value="remove-closed-day" />
                <input type="hidden" name="date" value={day.date} />
                <Button type="submit" variant="secondary" aria-label={`Open ${formatLocalDate(day.date)} again`}>
                  Open again
                </Button>
              </removeDay.fetcher.Form>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
