export interface HeadlineFigure {
  label: string;
  value: string;
  detail?: string;
}

/** The few figures a visitor reads first, in a row of cards; updates are announced politely. */
export function HeadlineFigures({ figures, label }: { figures: readonly HeadlineFigure[]; label: string }) {
  return (
    <dl aria-label={label} aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{figure.value}</dd>
          {figure.detail ? <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
