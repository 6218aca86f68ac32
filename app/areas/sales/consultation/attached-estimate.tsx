import type { CalculatorSnapshot } from "#app/areas/sales/leads/index.ts";

/** Tells the visitor which calculator estimate goes with their request, so nothing is sent they did not see. */
export function AttachedEstimate({ snapshot }: { snapshot: CalculatorSnapshot }) {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      <p className="font-semibold">Your calculator estimate is attached to this request:</p>
      <ul className="mt-1 grid gap-0.5 sm:grid-cols-2">
        {snapshot.headline.map((figure) => (
          <li key={figure.label}>
            {figure.label}: {figure.value}
          </li>
        ))}
      </ul>
    </div>
  );
}
