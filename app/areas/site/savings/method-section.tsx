import { formatIsoMonth } from "#app/lib/format.ts";
import { savingsDataCheckedOn } from "#app/content/data-source.ts";
import { usageAssumptions } from "#app/content/usage-assumptions.ts";
import { CitationList, type Citation } from "#app/areas/site/claims/index.ts";
import { methodSourceGroups, percent, uncertainFigures, type SourceGroup } from "./method-sources.ts";
import { SourceLine } from "./source-line.tsx";

const steps = [
  "Your use: from 12 months of kWh if you give them; otherwise your bill less the fixed charge, divided by your utility's average price, the same every month.",
  "Production: the monthly output of 1 kW of panels in Redding, times your system size and the factors for your roof's direction, pitch and shade, less the panel degradation each year.",
  `Where the solar goes: each month it first covers the share of your use that falls while the sun shines; a battery stores what is left (once a day, up to its size and your evening use, losing ${percent(1 - usageAssumptions.batteryRoundTripEfficiency)}) for the evening; the rest is exported.`,
  "Savings: solar you use avoids buying a kWh at your utility's price (for PG&E, the off-peak price for solar used as it is made and the 4-9 PM peak price for battery energy); exports earn your utility's export credit, which can only offset energy charges: what is left over is lost at the monthly bill (REU, Shasta Lake) or at PG&E's yearly true-up. Utility prices rise by the rate you choose; export credits do not.",
  "Ownership: cash pays the price on day one and buys one inverter in the year you choose; a loan spreads the price over its term (a term past 25 years is paid off in year 25); a lease or PPA costs nothing up front and its payment rises by its escalator. We add no federal tax credit: homeowners cannot claim one for systems bought from 2026.",
  "Results: payback is the year the running total turns positive; net savings add 25 years of cash flows; NPV discounts them at your rate; IRR is the return on money paid up front. Money is kept in whole cents throughout.",
];

/**
 * "How we calculate this": every assumption with its source and the date it was last checked; the figures not
 * confirmed are named for the reader to check against their bill, without the team's notes on them.
 */
export function MethodSection({
  citations,
  extraGroups = [],
}: {
  citations: readonly Citation[];
  extraGroups?: readonly SourceGroup[];
}) {
  const groups = [...methodSourceGroups(), ...extraGroups];
  const uncertain = uncertainFigures(groups);
  return (
    <section id="method" aria-labelledby="method-heading" className="mt-16 scroll-mt-32">
      <h2 id="method-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        How we calculate this
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Figures as of {formatIsoMonth(savingsDataCheckedOn)}. Utility rates change several times a year: check them
        against your latest bill. This is an estimate, not a quote; we size and price a system only after seeing your
        roof and your usage.
      </p>
      {uncertain.length > 0 ? (
        <div
          id="uncertain"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800 dark:border-amber-700 dark:bg-amber-950 dark:text-slate-200"
        >
          <h3 className="font-semibold text-slate-900 dark:text-white">Check these against your bill</h3>
          <p className="mt-1">
            We could not confirm these figures against a current official source, so the calculator assumes the values
            below. If your bill shows a different price or export credit, trust your bill: choose "Another utility" and
            enter the rates it shows.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {uncertain.map((item) => (
              <li key={`${item.heading}: ${item.figure}`}>
                <span className="font-medium">{item.heading}:</span> {item.figure}.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        {steps.map((step) => (
          <li key={step.slice(0, 30)}>{step}</li>
        ))}
      </ol>
      {groups.map((group) => (
        <div key={group.heading} className="mt-6">
          <h3 className="font-semibold text-slate-900 dark:text-white">{group.heading}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {group.lines.map((line) => (
              <SourceLine key={line.figure} figure={line.figure} source={line.source} />
            ))}
          </ul>
        </div>
      ))}
      <CitationList citations={citations} heading="The rules behind these figures" />
    </section>
  );
}
