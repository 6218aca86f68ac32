import { Link } from "react-router";
import { bookingLink } from "#app/content/self-service-links.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { GetExactQuoteButton } from "#app/areas/sales/index.ts";
import type { CalculatorSnapshot } from "#app/areas/sales/index.ts";

/** The step after an estimate: the consultation form, with the estimate attached for whoever calls back. */
export function QuoteRequest({ snapshot }: { snapshot: CalculatorSnapshot }) {
  return (
    <div className="mt-8 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-brand-800 dark:bg-slate-900">
      <p className="text-slate-800 dark:text-slate-100">
        An estimate is only as good as its assumptions. We measure your roof and read your bills, then quote a price we
        stand behind; this estimate goes with your request.
      </p>
      <div className="flex shrink-0 flex-wrap gap-3">
        <GetExactQuoteButton calculatorSnapshot={snapshot} />
        <Link to={bookingLink.to} className={buttonClass("secondary")}>
          Book a site visit to confirm these figures
        </Link>
      </div>
    </div>
  );
}
