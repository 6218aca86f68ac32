import { formSteps } from "./steps.ts";

/** The progress bar over the four steps, with their names. */
export function StepProgress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / formSteps.length) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span>
          Step {step + 1} of {formSteps.length}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step + 1} of ${formSteps.length}: ${formSteps[step]!.title}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="hidden grid-cols-4 gap-2 text-xs text-slate-600 sm:grid dark:text-slate-400">
        {formSteps.map((item, index) => (
          <li
            key={item.title}
            aria-current={index === step ? "step" : undefined}
            className={index === step ? "font-semibold text-brand-700 dark:text-brand-300" : undefined}
          >
            {item.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
