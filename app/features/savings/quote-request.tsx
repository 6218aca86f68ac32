import { GetExactQuoteButton } from "../consultation/index.ts";
import type { CalculatorSnapshot } from "../leads/index.ts";

/** The step after an estimate: the consultation form, with the estimate attached for whoever calls back. */
export function QuoteRequest({ snapshot }: { snapshot: CalculatorSnapshot }) {
  return (
    <div className="mt-8 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-brand-800 dark:bg-slate-900">
      <p className="text-slate-800 dark:text-slate-100">
        An estimate is only as good as its assumptions. We measure your roof and read your bills, then quote a price we
        stand behind; this estimate goes with your request.
      </p>
      <GetExactQuoteButton calculatorSnapshot={snapshot} className="shrink-0" />
    </div>
  );
}
