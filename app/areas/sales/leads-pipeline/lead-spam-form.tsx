import { Button } from "#app/ui/button.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { labelOf } from "#app/lib/labels.ts";
import { spamSignalLabels } from "./labels.ts";
import { isPossibleSpam, type SpamState } from "./possible-spam.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";

function verdict(lead: SpamState): string {
  if (lead.isSpam) return "This lead is marked as spam: it is hidden from the inbox unless the Spam filter shows it.";
  if (isPossibleSpam(lead)) {
    const reasons = lead.spamSignals.map((signal) => labelOf(spamSignalLabels, signal)).join("; ");
    return `Possible spam (${reasons}). It was handled like any lead; please decide.`;
  }
  return "Not spam.";
}

/** Staff's spam decision: mark the lead spam or not spam; each decision goes on the timeline. */
export function LeadSpamForm({ lead }: { lead: SpamState }) {
  const { fetcher, pending, notice, noticeIsError } = useFormAction("spam");
  const possible = isPossibleSpam(lead);
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="spam" />
      <p className="text-sm">{verdict(lead)}</p>
      <FormNotice notice={notice} isError={noticeIsError} />
      <div className="flex flex-wrap gap-2">
        {lead.isSpam || possible ? (
          <Button type="submit" name="spam" value="false" variant="secondary" disabled={pending}>
            Not spam
          </Button>
        ) : null}
        {!lead.isSpam ? (
          <Button type="submit" name="spam" value="true" variant="secondary" disabled={pending}>
            Mark as spam
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
