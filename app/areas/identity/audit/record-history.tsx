import { formatOfficeTime } from "#app/lib/office-time.ts";
import { Timeline } from "#app/ui/timeline.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { actorText, changeText } from "./audit-event-text.ts";
import type { RecordHistoryEvent } from "./record-history.server.ts";

/** Who changed this record, how and when, newest first: its rows of the audit trail (recordHistory). */
export function RecordHistory({ events }: { events: readonly RecordHistoryEvent[] }) {
  return (
    <TitledSection id="record-history" title="History">
      {events.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">No changes recorded yet.</p>
      ) : (
        <Timeline
          entries={events.map((event) => {
            const changes = changeText(event);
            return {
              key: event.id,
              what: (
                <>
                  <span className="font-semibold">{event.action}</span> by {actorText(event)}
                  {changes ? <span className="block text-slate-700 dark:text-slate-300">{changes}</span> : null}
                </>
              ),
              when: formatOfficeTime(new Date(event.occurredAt)),
            };
          })}
        />
      )}
    </TitledSection>
  );
}
