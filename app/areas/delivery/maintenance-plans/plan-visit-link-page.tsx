import { Form, Link, useNavigation } from "react-router";
import { company } from "#app/content/company.ts";
import { visitPlans } from "#app/content/visit-plans.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import { Button } from "#app/ui/button.tsx";
import { formatDay, formatTime } from "#app/areas/delivery/booking/index.ts";
import type { PlanVisitLinkResult, PlanVisitLinkView } from "./plan-visit-link-view.ts";

const ERROR_ID = "startsAt-error";

function CallUs() {
  return (
    <p>
      Questions? Call us at{" "}
      <a className="font-semibold underline" href={`tel:${company.phone.e164}`}>
        {company.phone.display}
      </a>{" "}
      or write to us from the{" "}
      <Link className="font-semibold underline" to="/contact">
        contact page
      </Link>
      .
    </p>
  );
}

function Frame({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{heading}</h1>
      {children}
      <CallUs />
    </div>
  );
}

/** The free starts by office day, in order. */
function byDay(starts: readonly string[]) {
  const days = new Map<string, string[]>();
  for (const start of starts) {
    const day = formatDay(start, company.timeZone);
    days.set(day, [...(days.get(day) ?? []), start]);
  }
  return [...days];
}

/** The times to choose from, a radio button each, grouped by day; the refusal under them, the choice kept. */
function ChooseTime({ view, result }: { view: PlanVisitLinkView; result: PlanVisitLinkResult | undefined }) {
  const submitting = useNavigation().state === "submitting";
  const error = result ? (result.errors?.startsAt ?? result.message) : null;
  if (view.starts.length === 0) {
    return <p>No time is free in the three weeks around the due day. Please call us and we find one with you.</p>;
  }
  return (
    <Form method="post" className="grid gap-4">
      <div
        role="radiogroup"
        aria-labelledby="choose-time"
        aria-invalid={error ? "true" : undefined}
        aria-describedby={error ? ERROR_ID : undefined}
        className="grid gap-4"
      >
        <h2 id="choose-time" className="text-xl font-semibold">
          Choose a time
        </h2>
        {byDay(view.starts).map(([day, starts]) => (
          <fieldset key={day} className="grid gap-2">
            <legend className="font-medium">{day}</legend>
            <div className="flex flex-wrap gap-3">
              {starts.map((start) => (
                <label key={start} className="flex items-center gap-2 rounded-md border px-3 py-2">
                  <input
                    type="radio"
                    name="startsAt"
                    value={start}
                    defaultChecked={result?.startsAt === start}
                    required
                  />
                  {formatTime(start, company.timeZone)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id={ERROR_ID} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="w-fit">
        {submitting ? "Booking..." : "Book this time"}
      </Button>
    </Form>
  );
}

/** /plan-visit/:token: the client books their due plan visit from the link in its mail, or sees what became of it. */
export function PlanVisitLinkPage({ view, result }: { view: PlanVisitLinkView; result?: PlanVisitLinkResult }) {
  const what = `${view.title} of your ${view.planName} at ${view.site}`;
  if (view.state === "booked") {
    return (
      <Frame heading="Your visit is booked">
        <p>
          The {what} is booked for{" "}
          {view.bookedFor
            ? `${formatDay(view.bookedFor, company.timeZone)} at ${formatTime(view.bookedFor, company.timeZone)}`
            : "the time we agreed"}
          . Our technician comes then; to change it, call us.
        </p>
      </Frame>
    );
  }
  if (view.state !== "due") {
    return (
      <Frame heading="This visit is no longer due">
        <p>
          The {what} {view.state === "done" ? "is done" : "is no longer on the plan"}: there is nothing to book.
        </p>
      </Frame>
    );
  }
  return (
    <Frame heading={`Book your ${view.title.toLowerCase()}`}>
      <p>
        The {what} is due on {formatIsoDate(view.dueOn)}. Choose a time that suits you: the visit takes about{" "}
        {visitPlans.inspection.durationMinutes / 60} hours from its start.
      </p>
      <ChooseTime view={view} result={result} />
    </Frame>
  );
}

/** What the page shows for a link that opens nothing: forged (404) or expired (410), with the way to reach us. */
export function PlanVisitLinkRefused({ message }: { message: string }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">This link cannot be used</h1>
      <p>{message}</p>
      <p>
        <Link className="font-semibold underline" to="/contact">
          Contact page
        </Link>
      </p>
    </div>
  );
}
