import { formatCents, formatNumber } from "#app/lib/format.ts";
import type { UtilityTariff } from "#app/content/utility-tariffs.ts";
import { CashFlowChart } from "./cash-flow-chart.tsx";
import { HeadlineFigures } from "./headline-figures.tsx";
import { formatKwh, formatPayback, type RoiResult } from "#app/areas/energy/index.ts";
import { OwnershipTable, ownershipLabels, SensitivityTable, YearTable } from "./roi-tables.tsx";
import { explainRecommendation, exportShareNote } from "./size-explanation.ts";

const YEAR_TABLE_ID = "year-table";
const money = (cents: number) => formatCents(cents, { wholeDollars: true });

function Subsection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h3 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function RoiResults({ result, tariff }: { result: RoiResult; tariff: UtilityTariff }) {
  const cash = result.options.cash;
  const exportNote = exportShareNote(result);
  const final = (option: keyof RoiResult["options"]) => money(result.options[option].netSavingsCents);
  return (
    <div>
      <HeadlineFigures
        label="Your results"
        figures={[
          {
            label: "System",
            value: `${formatNumber(result.systemKw, 1)} kW`,
            detail: `${formatKwh(result.yearOne.productionKwh)} in year one${result.batteryKwh > 0 ? `, with ${formatNumber(result.batteryKwh, 1)} kWh battery` : ""}`,
          },
          {
            label: "Year-one savings",
            value: money(result.yearOne.savingsCents),
            detail: `Bill ${money(result.yearOne.billBeforeCents)} → ${money(result.yearOne.billAfterCents)} a year`,
          },
          {
            label: "Cash payback",
            value: formatPayback(cash.payback),
            detail: `Price after incentives ${money(result.costs.netCents)}`,
          },
          {
            label: "25-year net savings (cash)",
            value: money(cash.netSavingsCents),
            detail: `NPV ${money(cash.npvCents)}`,
          },
        ]}
      />
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        <span className="font-semibold">Recommended: {formatNumber(result.recommendation.systemKw, 1)} kW.</span>{" "}
        {explainRecommendation(result, tariff)}
        {exportNote ? ` ${exportNote}` : ""}
      </p>
      <ul className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {result.costs.incentives.map((incentive) => (
          <li key={incentive.id}>
            {incentive.label}: {incentive.cents > 0 ? `−${money(incentive.cents)}` : "$0"}
          </li>
        ))}
        <li>
          CO2 avoided: {formatNumber(result.co2.yearOneKg / 1000, 1)} t in year one,{" "}
          {formatNumber(result.co2.lifetimeTonnes, 1)} t over 25 years (emission factor under How we calculate this).
        </li>
      </ul>

      <Subsection id="ownership-heading" title="Cash, loan or lease">
        <OwnershipTable result={result} />
      </Subsection>

      <Subsection id="chart-heading" title="Cumulative cash flow">
        <CashFlowChart
          tableId={YEAR_TABLE_ID}
          description={`After 25 years: ${ownershipLabels.cash} ${final("cash")}, ${ownershipLabels.loan} ${final("loan")}, ${ownershipLabels.lease} ${final("lease")}.`}
          series={[
            { label: ownershipLabels.cash, values: result.options.cash.cumulative, color: "#b43a09" },
            { label: ownershipLabels.loan, values: result.options.loan.cumulative, color: "#1d4ed8", dash: "8 4" },
            { label: ownershipLabels.lease, values: result.options.lease.cumulative, color: "#047857", dash: "2 4" },
          ]}
        />
      </Subsection>

      <Subsection id="year-table-heading" title="Year by year">
        <YearTable result={result} id={YEAR_TABLE_ID} />
      </Subsection>

      <Subsection id="sensitivity-heading" title="If utility prices rise faster or slower">
        <SensitivityTable result={result} />
      </Subsection>
    </div>
  );
}
