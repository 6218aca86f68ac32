import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";

/** The private calendar feed's address, to subscribe to in Google Calendar or Outlook, and a way to replace it. */
export function FeedPanel({ feedUrl }: { feedUrl: string }) {
  const regenerate = useFormAction("regenerate-feed");
  return (
    <TitledSection id="feed-heading" title="Calendar feed" className="grid gap-2">
      <p className="text-sm">
        Subscribe to this private address in Google Calendar (Other calendars, From URL) or Outlook (Add calendar,
        Subscribe from web) to see upcoming appointments. Anyone with the address can read them: make a new one if it
        leaks.
      </p>
      <code className="break-all rounded bg-slate-100 p-2 text-sm dark:bg-slate-800">{feedUrl}</code>
      <regenerate.fetcher.Form method="post">
        <input type="hidden" name="intent" value="regenerate-feed" />
        <Button type="submit" variant="secondary" disabled={regenerate.pending}>
          Make a new address
        </Button>
      </regenerate.fetcher.Form>
      <FormNotice notice={regenerate.notice} isError={regenerate.noticeIsError} />
    </TitledSection>
  );
}
