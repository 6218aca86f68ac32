import { useActionData } from "react-router";
import type { FormActionResult } from "#app/lib/page-action.ts";
import type { MyDayData } from "./my-day.server.ts";
import { VisitCard } from "./visit-card.tsx";

/**
 * /enterprise-carm/my-day: the day's visits, in order, in one column for a phone in sunlight. The page's forms work
 * without JavaScript too: the answer of such a post shows above the visits.
 */
export function MyDay({ data }: { data: MyDayData }) {
  const posted = useActionData<FormActionResult>();
  const day = new Intl.DateTimeFormat("en-US", { timeZone: data.timeZone, dateStyle: "full" }).format(
    new Date(`${data.date}T12:00:00Z`),
  );
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 text-slate-950 dark:text-white">
      <p className="text-lg font-semibold">{day}</p>
      {posted ? (
        <p
          role={posted.ok ? "status" : "alert"}
          className={`rounded-md border-2 p-3 text-base font-semibold ${posted.ok ? "border-green-800 bg-green-50 text-green-900" : "border-red-800 bg-red-50 text-red-900"}`}
        >
          {posted.message}
          {posted.errors ? ` ${Object.values(posted.errors).join(" ")}` : ""}
        </p>
      ) : null}
      {data.visits.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-slate-500 p-4 text-base">No visits today.</p>
      ) : (
        <ol className="grid gap-6" aria-label="Today's visits, in order">
          {data.visits.map((visit) => (
            <li key={visit.id}>
              <VisitCard visit={visit} timeZone={data.timeZone} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
