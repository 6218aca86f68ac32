import { Link, useActionData } from "react-router";
import type { FormActionResult } from "#app/lib/page-action.ts";
import type { MyDayData } from "./my-day.server.ts";
import { VisitCard } from "./visit-card.tsx";

const dayLinkClass =
  "inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-slate-900 px-3 text-base font-semibold dark:border-white";

/** Yesterday, today and tomorrow: large targets, each a link so the day is in the URL. */
function DayNav({ data }: { data: MyDayData }) {
  const to = (date: string) => (date === data.today ? "?" : `?date=${date}`);
  return (
    <nav aria-label="Day" className="grid grid-cols-3 gap-2">
      <Link to={to(data.previous)} className={dayLinkClass}>
        Previous day
      </Link>
      <Link
        to={to(data.today)}
        aria-current={data.date === data.today ? "date" : undefined}
        className={`${dayLinkClass} aria-[current]:bg-slate-900 aria-[current]:text-white dark:aria-[current]:bg-white dark:aria-[current]:text-slate-950`}
      >
        Today
      </Link>
      <Link to={to(data.next)} className={dayLinkClass}>
        Next day
      </Link>
    </nav>
  );
}

/**
 * /enterprise-carm/my-day: the day's visits, in order, in one column for a phone in sunlight. The page's forms work
 * without JavaScript too: the answer of such a post shows above the visits.
 */
export function MyDay({ data }: { data: MyDayData }) {
  const posted = useActionData<FormActionResult>();
  const day = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "full" }).format(
    new Date(`${data.date}T12:00:00Z`),
  );
  const isToday = data.date === data.today;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 text-slate-950 dark:text-white">
      <DayNav data={data} />
      <p className="text-lg font-semibold">{isToday ? `Today, ${day}` : day}</p>
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
        <p className="rounded-xl border-2 border-dashed border-slate-500 p-4 text-base">
          {isToday ? "No visits today." : "No visits on this day."}
        </p>
      ) : (
        <ol className="grid gap-6" aria-label={isToday ? "Today's visits, in order" : `Visits of ${day}, in order`}>
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
